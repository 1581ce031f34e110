import { describe, expect, it } from "vitest";
import {
  englishState,
  localizeFields,
  missingEnglish,
  NEWS_TEXT_FIELDS,
  pickText,
} from "~/domain/content/localized";

const item = (fields: Partial<Record<string, string | null>>) => ({
  title: "Riapre la biblioteca",
  summary: "Da lunedì.",
  body: "",
  titleEn: null,
  summaryEn: null,
  bodyEn: null,
  ...fields,
});

describe("text in the page's language", () => {
  it("shows English on the English site where written, Italian otherwise, and says which", () => {
    expect(pickText("Concerto", "Concert", "en")).toEqual({ text: "Concert", lang: "en" });
    expect(pickText("Concerto", "Concert", "it")).toEqual({ text: "Concerto", lang: "it" });
    expect(pickText("Concerto", "   ", "en")).toEqual({ text: "Concerto", lang: "it" });
    expect(pickText("Concerto", null, "en")).toEqual({ text: "Concerto", lang: "it" });
  });

  it("falls back field by field", () => {
    const texts = localizeFields(item({ titleEn: "The library reopens" }), NEWS_TEXT_FIELDS, "en");
    expect(texts).toEqual({
      title: "The library reopens",
      summary: "Da lunedì.",
      body: "",
      lang: { title: "en", summary: "it", body: "it" },
    });
  });
});

describe("missing English", () => {
  it("names only the Italian texts without an English one; an empty Italian text needs none", () => {
    expect(missingEnglish(item({}), NEWS_TEXT_FIELDS)).toEqual(["title", "summary"]);
    expect(englishState(item({}), NEWS_TEXT_FIELDS)).toBe("none");
    expect(englishState(item({ titleEn: "The library reopens" }), NEWS_TEXT_FIELDS)).toBe("partial");
    expect(
      englishState(item({ titleEn: "The library reopens", summaryEn: "From Monday." }), NEWS_TEXT_FIELDS),
    ).toBe("complete");
  });
});
