/**
 * The one name of each kind of card, category and state of a membership (merged into it.ts under
 * `memberLabels`): every screen, export and mail reads them here, through
 * `app/domain/memberships/labels.ts`. Categories name the card, never the person: the register does
 * not know a person's gender ("di sostegno", not "sostenitore" or "sostenitrice").
 */
export const memberLabelsIt = {
  types: { events: "Serate ed eventi", courses: "Corsi e laboratori" },
  categories: { ordinary: "Ordinaria", student: "Per studenti", supporter: "Di sostegno" },
  states: {
    requested: "In attesa di convalida",
    valid: "Valida",
    expired: "Scaduta",
    voided: "Annullata",
    rejected: "Respinta",
  },
};
