import type { Messages } from "../messages";

export const contentEn: Messages["content"] = {
  inItalian: "In Italian",
  languages: { it: "Italian", en: "English" },
  inEnglish: "{{label}} in English",
  errorsInTab: "errors to correct",
  tabsLabel: "Language of the text",
  englishHint: "Optional. Where it is missing, the English site shows the Italian text, marked as such.",
  missing: "English missing for: {{fields}}.",
  complete: "The English text is complete.",
  fieldNames: { title: "title", summary: "summary", body: "text" },
  noEnglish: "No English",
  partialEnglish: "English incomplete",
};
