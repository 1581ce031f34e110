/** Italian strings of the bilingual content of events and news (merged into it.ts under `content`). */
export const contentIt = {
  inItalian: "In italiano",
  languages: { it: "Italiano", en: "Inglese" },
  inEnglish: "{{label}} in inglese",
  errorsInTab: "errori da correggere",
  tabsLabel: "Lingua del testo",
  englishHint: "Facoltativo. Dove manca, il sito inglese mostra il testo italiano, segnalato come tale.",
  missing: "Manca l'inglese per: {{fields}}.",
  complete: "Il testo inglese è completo.",
  fieldNames: { title: "titolo", summary: "descrizione", body: "testo" },
  noEnglish: "Senza inglese",
  partialEnglish: "Inglese incompleto",
} as const;
