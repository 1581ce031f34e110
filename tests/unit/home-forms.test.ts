import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { announcementFormSchema } from "~/domain/home/home-forms";
import { isAnnouncementLink, safeMarkdownUrl } from "~/lib/safe-url";

const errors = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const submission = parseWithZod(data, { schema: announcementFormSchema });
  return submission.status === "error" ? submission.error : null;
};
const VALID = { textIt: "Tesseramento aperto", textEn: "Membership is open" };

describe("announcement form", () => {
  it("requires both texts and bounds their length", () => {
    expect(errors({})).toMatchObject({ textIt: ["forms.required"], textEn: ["forms.required"] });
    expect(errors({ ...VALID, textEn: "x".repeat(281) })).toMatchObject({ textEn: ["forms.tooLong"] });
    expect(errors(VALID)).toBeNull();
  });

  it("accepts site paths and http(s) addresses as links, nothing else", () => {
    expect(errors({ ...VALID, link: "/where" })).toBeNull();
    expect(errors({ ...VALID, link: "https://example.org/a?b=c" })).toBeNull();
    for (const link of ["javascript:alert(1)", "//evil.example", "where", "ftp://example.org"])
      expect(errors({ ...VALID, link }), link).toMatchObject({ link: ["home.errors.link"] });
  });

  it("wants the end of the active window after its start", () => {
    const window = { activeFrom: "2026-12-01T10:00", activeUntil: "2026-12-01T09:00" };
    expect(errors({ ...VALID, ...window })).toMatchObject({ activeUntil: ["home.errors.untilBeforeFrom"] });
    expect(errors({ ...VALID, activeFrom: "2026-02-31T10:00" })).toMatchObject({
      activeFrom: ["home.errors.invalidDate"],
    });
    expect(errors({ ...VALID, activeUntil: "2026-12-01T09:00" })).toBeNull();
  });
});

describe("links in the home paragraph", () => {
  it("keeps web, e-mail and relative links and empties every other scheme", () => {
    expect(safeMarkdownUrl("https://example.org")).toBe("https://example.org");
    expect(safeMarkdownUrl("mailto:info@example.org")).toBe("mailto:info@example.org");
    expect(safeMarkdownUrl("/events")).toBe("/events");
    expect(safeMarkdownUrl("#map")).toBe("#map");
    expect(safeMarkdownUrl("javascript:alert(1)")).toBe("");
    expect(safeMarkdownUrl("java\tscript:alert(1)")).toBe("");
    expect(safeMarkdownUrl("data:text/html,<b>x</b>")).toBe("");
    expect(isAnnouncementLink("/u/membership")).toBe(true);
  });
});
