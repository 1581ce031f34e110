import { describe, expect, it } from "vitest";
import { association, placeholder } from "~/content/legal/association";
import { legalDocument } from "~/content/legal/documents.server";
import { inlineSegments } from "~/content/legal/inline";
import { LEGAL_KINDS, legalCanonicalPath, legalChoiceFor } from "~/content/legal/select";

describe("which legal text a path shows", () => {
  it("shows Italian on the plain path and English on the -en path, in the Italian site", () => {
    expect(legalChoiceFor("/privacy", "it")).toEqual({ kind: "privacy", lang: "it" });
    expect(legalChoiceFor("/privacy-en", "it")).toEqual({ kind: "privacy", lang: "en" });
  });

  it("shows English on both paths under /en, and the EULA in the site's language", () => {
    expect(legalChoiceFor("/en/cookies", "en")).toEqual({ kind: "cookies", lang: "en" });
    expect(legalChoiceFor("/en/cookies-en/", "en")).toEqual({ kind: "cookies", lang: "en" });
    expect(legalChoiceFor("/eula", "it")).toEqual({ kind: "eula", lang: "it" });
    expect(legalChoiceFor("/en/eula", "en")).toEqual({ kind: "eula", lang: "en" });
  });

  it("knows no other path", () => {
    expect(legalChoiceFor("/eula-en", "it")).toBeNull();
    expect(legalChoiceFor("/events", "it")).toBeNull();
  });

  it("points every copy of a text at one canonical address", () => {
    expect(legalCanonicalPath({ kind: "terms", lang: "it" })).toBe("/terms");
    expect(legalCanonicalPath({ kind: "terms", lang: "en" })).toBe("/en/terms-en");
    expect(legalCanonicalPath({ kind: "eula", lang: "en" })).toBe("/en/eula");
  });
});

describe("legal text markup", () => {
  it("splits placeholders and internal links out of a paragraph", () => {
    const text = `Write to ${placeholder("en", "email")} or read the [privacy policy](/privacy-en).`;
    expect(inlineSegments(text)).toEqual([
      { type: "text", text: "Write to " },
      { type: "placeholder", text: "to be completed: contact e-mail address" },
      { type: "text", text: " or read the " },
      { type: "link", text: "privacy policy", to: "/privacy-en" },
      { type: "text", text: "." },
    ]);
  });

  it("uses the association's details once filled in, and marks the missing ones", () => {
    const details = {
      name: "Agorà APS",
      taxCode: null,
      registeredOffice: null,
      runts: null,
      email: null,
      pec: null,
      dpo: null,
    };
    const filled = association("it", details);
    expect(filled.name).toBe("Agorà APS");
    expect(filled.taxCode).toBe("⟦da completare: codice fiscale⟧");
  });

  it("has every text in both languages, with unique section ids and working links", () => {
    for (const kind of LEGAL_KINDS) {
      for (const lang of ["it", "en"] as const) {
        const document = legalDocument({ kind, lang });
        expect(document.lang).toBe(lang);
        const ids = document.sections.map((section) => section.id);
        expect(new Set(ids).size).toBe(ids.length);
        const links = JSON.stringify(document.sections).match(/\]\((\/[^)]*)\)/g) ?? [];
        for (const link of links) expect(legalChoiceFor(link.slice(2, -1), lang)).not.toBeNull();
      }
    }
    expect(legalDocument({ kind: "cookies", lang: "it" }).sections.map((s) => s.id)).toContain("preferences");
    expect(legalDocument({ kind: "cookies", lang: "en" }).sections.map((s) => s.id)).toContain("preferences");
  });
});
