import type { ContentTermKind } from "../schema";

/**
 * The demo's event types and news categories (ADR 058), by the key the demo catalogue uses; the
 * seed stores them as terms and gives each item the id of its key's term.
 */
export const DEMO_TERMS: Record<ContentTermKind, Record<string, { labelIt: string; labelEn: string }>> = {
  event_type: {
    concerto: { labelIt: "Concerto", labelEn: "Concert" },
    teatro: { labelIt: "Teatro", labelEn: "Theatre" },
    mostra: { labelIt: "Mostra", labelEn: "Exhibition" },
    laboratorio: { labelIt: "Laboratorio", labelEn: "Workshop" },
    assemblea: { labelIt: "Assemblea", labelEn: "Assembly" },
    mercato: { labelIt: "Mercato", labelEn: "Market" },
  },
  news_category: {
    associazione: { labelIt: "Associazione", labelEn: "Association" },
    avvisi: { labelIt: "Avvisi", labelEn: "Notices" },
    laboratori: { labelIt: "Laboratori", labelEn: "Workshops" },
    petizione: { labelIt: "Petizione", labelEn: "Petition" },
    radio: { labelIt: "Radio", labelEn: "Radio" },
    tesseramento: { labelIt: "Tesseramento", labelEn: "Membership" },
    volontariato: { labelIt: "Volontariato", labelEn: "Volunteering" },
    quartiere: { labelIt: "Quartiere", labelEn: "Neighbourhood" },
  },
};

/** The ids the seed gave the demo terms, by key; absent when building items without a database. */
export type DemoTermIds = Record<string, string>;

export function demoTermRows(kind: ContentTermKind, at: Date) {
  return Object.entries(DEMO_TERMS[kind]).map(([key, labels]) => ({
    key,
    row: { kind, ...labels, createdAt: at, updatedAt: at },
  }));
}
