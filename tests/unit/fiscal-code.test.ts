import { describe, expect, it } from "vitest";
import { checkCharacter, fiscalCode } from "../../app/db/demo/fiscal-code";

describe("fiscalCode", () => {
  it("matches the textbook example", () => {
    expect(
      fiscalCode({
        firstName: "Mario",
        lastName: "Rossi",
        sex: "M",
        birthDate: "1980-01-01",
        placeCode: "H501",
      }),
    ).toBe("RSSMRA80A01H501U");
  });

  it("adds 40 to the day for women and takes the 1st, 3rd and 4th consonant of long names", () => {
    const code = fiscalCode({
      firstName: "Francesca",
      lastName: "Ricci",
      sex: "F",
      birthDate: "1992-07-09",
      placeCode: "A944",
    });
    expect(code.slice(0, 11)).toBe("RCCFNC92L49");
    expect(code).toHaveLength(16);
  });

  it("pads short names with vowels and X and ignores spaces and accents", () => {
    expect(
      fiscalCode({
        firstName: "Al",
        lastName: "Fo",
        sex: "M",
        birthDate: "2001-12-31",
        placeCode: "F205",
      }).slice(0, 6),
    ).toBe("FOXLAX");
    expect(
      fiscalCode({
        firstName: "Niccolò",
        lastName: "De Luca",
        sex: "M",
        birthDate: "1975-03-02",
        placeCode: "Z110",
      }).slice(0, 6),
    ).toBe("DLCNCL");
  });

  it("computes the check character over odd and even positions", () => {
    expect(checkCharacter("RSSMRA80A01H501")).toBe("U");
  });
});
