import { describe, expect, it } from "vitest";
import { mailEn } from "~/i18n/areas/mail.en";
import { mailIt } from "~/i18n/areas/mail.it";
import { mailT } from "~/i18n/mail.server";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "object" && inner !== null ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("the mail catalogue", () => {
  it("has every Italian text in English too, and nothing else", () => {
    expect(keys(mailEn).sort()).toEqual(keys(mailIt).sort());
  });

  it("fills in names and numbers in the reader's language", () => {
    expect(mailT("it")("greeting", { firstName: "Lia" })).toBe("Ciao Lia,");
    expect(mailT("en")("contribution.subject", { kind: "Proposal", name: "Lia" })).toBe(
      "New contribution (Proposal) from Lia",
    );
    expect(mailT("en")("footer", { year: 2027 })).toBe("© 2027 Associazione Agorà APS");
  });
});
