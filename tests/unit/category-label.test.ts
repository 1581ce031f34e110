import { describe, expect, it } from "vitest";
import { categoryLabel } from "~/components/events/category";
import { newsCategoryLabel } from "~/components/news/category";
import { getI18n } from "~/i18n/i18n";

describe("category chips", () => {
  it("translate the centre's news categories like the event ones, whatever the case typed", () => {
    const en = getI18n("en").t;
    const it_ = getI18n("it").t;
    expect(newsCategoryLabel(en, "tesseramento")).toBe("Membership");
    expect(newsCategoryLabel(en, " Avvisi ")).toBe("Notices");
    expect(newsCategoryLabel(it_, "tesseramento")).toBe("Tesseramento");
    expect(categoryLabel(en, "concerto")).toBe("Concert");
    expect(categoryLabel(en, "Teatro")).toBe("Theatre");
  });

  it("show other categories as typed, capitalised, and nothing for none", () => {
    const en = getI18n("en").t;
    expect(newsCategoryLabel(en, "quartiere solidale")).toBe("Quartiere solidale");
    expect(categoryLabel(en, null)).toBeNull();
    expect(newsCategoryLabel(en, "  ")).toBeNull();
  });
});
