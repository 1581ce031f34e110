import { CheckDigitizer } from "@marketto/codice-fiscale-utils";
import { describe, expect, it } from "vitest";
import { checkFiscalCode, type FiscalCodeInput } from "~/domain/memberships/fiscal-code.server";
import { fiscalCode, type FiscalCodeInput as Person } from "../../app/db/demo/fiscal-code";

const OMOCODES = "LMNPQRSTUV";
/** The code with the digit at `index` replaced by its omocodia letter, check character recomputed. */
function omocode(code: string, indexes: number[]): string {
  const chars = code.slice(0, 15).split("");
  for (const index of indexes) chars[index] = OMOCODES[Number(chars[index])] ?? "?";
  const body = chars.join("");
  return body + CheckDigitizer.checkDigit(body);
}

const mario: FiscalCodeInput = {
  fiscalCode: "RSSMRA80A01H501U",
  firstName: "Mario",
  lastName: "Rossi",
  birthDate: "1980-01-01",
  birthPlaceCode: "H501",
};

function person(p: Person): FiscalCodeInput {
  return {
    fiscalCode: fiscalCode(p),
    firstName: p.firstName,
    lastName: p.lastName,
    birthDate: p.birthDate,
    birthPlaceCode: p.placeCode,
  };
}

/** A code written by hand: its first fifteen characters, and the check character from the library. */
const written = (body: string) => body + CheckDigitizer.checkDigit(body);

const valid: [string, FiscalCodeInput][] = [
  ["the textbook example", mario],
  [
    "a woman (day + 40)",
    person({
      firstName: "Francesca",
      lastName: "Ricci",
      sex: "F",
      birthDate: "1985-07-12",
      placeCode: "F205",
    }),
  ],
  [
    "short names padded with X",
    person({ firstName: "Ugo", lastName: "Fo", sex: "M", birthDate: "1962-03-30", placeCode: "D612" }),
  ],
  [
    "a first name of four consonants or more",
    person({
      firstName: "Gianfranco",
      lastName: "Bellini",
      sex: "M",
      birthDate: "1955-11-02",
      placeCode: "L219",
    }),
  ],
  [
    "accents and apostrophes",
    person({
      firstName: "Nicolò",
      lastName: "D'Amico",
      sex: "M",
      birthDate: "1999-12-31",
      placeCode: "G273",
    }),
  ],
  [
    "born in this century",
    person({ firstName: "Sara", lastName: "Conti", sex: "F", birthDate: "2004-02-29", placeCode: "A944" }),
  ],
  [
    "born abroad (country Z code)",
    person({ firstName: "John", lastName: "Smith", sex: "M", birthDate: "1990-05-17", placeCode: "Z114" }),
  ],
  [
    "a woman born abroad",
    person({ firstName: "Amina", lastName: "Diallo", sex: "F", birthDate: "1993-09-08", placeCode: "Z343" }),
  ],
  ["typed in lower case with spaces", { ...mario, fiscalCode: "rss mra 80a01 h501u" }],
  ["a place chosen without its code", { ...mario, birthPlaceCode: null }],
  [
    "the year's two digits shared by 1925 and 2025",
    person({ firstName: "Elena", lastName: "Greco", sex: "F", birthDate: "1925-06-15", placeCode: "H501" }),
  ],
  // Secondigliano (I560) was merged into Naples in 1926: valid for someone born before.
  [
    "a municipality since merged into another, born before the merger",
    person({
      firstName: "Pasquale",
      lastName: "Esposito",
      sex: "M",
      birthDate: "1920-04-10",
      placeCode: "I560",
    }),
  ],
  // Fiumicino (M297) exists since 1992: a code issued later may name it for someone born in 1970.
  [
    "a municipality created after the birth",
    person({ firstName: "Marco", lastName: "Neri", sex: "M", birthDate: "1970-08-20", placeCode: "M297" }),
  ],
];

// Codes written by hand from the rules (letters worked out in the comments), not by the demo encoder.
const byHand: [string, FiscalCodeInput][] = [
  [
    "an accent and an apostrophe: Niccolò D'Angelo (DNG, NCL)",
    {
      fiscalCode: written("DNGNCL90C15D612"),
      firstName: "Niccolò",
      lastName: "D'Angelo",
      birthDate: "1990-03-15",
      birthPlaceCode: "D612",
    },
  ],
  [
    "a double first name and a surname with a space: Maria Grazia De Luca (DLC, MGR)",
    {
      fiscalCode: written("DLCMGR75M62F839"),
      firstName: "Maria Grazia",
      lastName: "De Luca",
      birthDate: "1975-08-22",
      birthPlaceCode: "F839",
    },
  ],
  [
    "an accented vowel that counts: Mosè Dell'Acqua (DLL, MSO)",
    {
      fiscalCode: written("DLLMSO60T05A944"),
      firstName: "Mosè",
      lastName: "Dell'Acqua",
      birthDate: "1960-12-05",
      birthPlaceCode: "A944",
    },
  ],
  [
    "a double surname, with a hyphen or a space: Alessandro Rossi Bianchi (RSS, LSN)",
    {
      fiscalCode: written("RSSLSN85B10F205"),
      firstName: "Alessandro",
      lastName: "Rossi-Bianchi",
      birthDate: "1985-02-10",
      birthPlaceCode: "F205",
    },
  ],
  [
    "short names padded with X, born abroad: Li Bo, born in China (BOX, LIX)",
    {
      fiscalCode: written("BOXLIX00H01Z210"),
      firstName: "Li",
      lastName: "Bo",
      birthDate: "2000-06-01",
      birthPlaceCode: "Z210",
    },
  ],
  [
    "a first name of four consonants: Cristina Conti (CNT, CST)",
    {
      fiscalCode: written("CNTCST88S50L219"),
      firstName: "Cristina",
      lastName: "Conti",
      birthDate: "1988-11-10",
      birthPlaceCode: "L219",
    },
  ],
];

const omocodia: [string, number[]][] = [
  ["the last place digit", [14]],
  ["two place digits", [13, 14]],
  ["all three place digits", [12, 13, 14]],
  ["the place and the day", [9, 10, 12, 13, 14]],
  ["every digit", [6, 7, 9, 10, 12, 13, 14]],
];

describe("a fiscal code that belongs to the person", () => {
  for (const [name, input] of valid) {
    it(`is accepted: ${name}`, async () => {
      expect(await checkFiscalCode(input)).toMatchObject({ ok: true });
    });
  }
  for (const [name, input] of byHand) {
    it(`is accepted: ${name}`, async () => {
      expect(await checkFiscalCode(input)).toEqual({ ok: true, fiscalCode: input.fiscalCode });
    });
  }
  it("is accepted with the names typed in another case, or with spaces for the hyphen", async () => {
    const [, alessandro] = byHand[3] as [string, FiscalCodeInput];
    expect(
      await checkFiscalCode({ ...alessandro, lastName: "rossi bianchi", firstName: "ALESSANDRO" }),
    ).toMatchObject({ ok: true });
  });
  it("is accepted in its omocodia variant, with the names checked letter by letter", async () => {
    const [, niccolo] = byHand[0] as [string, FiscalCodeInput];
    const code = omocode(niccolo.fiscalCode, [6, 7, 9, 10, 12, 13, 14]);
    expect(code.slice(0, 6)).toBe("DNGNCL");
    expect(await checkFiscalCode({ ...niccolo, fiscalCode: code.toLowerCase() })).toMatchObject({
      ok: true,
    });
  });
  for (const [name, indexes] of omocodia) {
    it(`is accepted in its omocodia variant: ${name}`, async () => {
      const result = await checkFiscalCode({ ...mario, fiscalCode: omocode(mario.fiscalCode, indexes) });
      expect(result).toMatchObject({ ok: true });
    });
  }
});

describe("a code that cannot exist", () => {
  const cases: [string, string, "format" | "checkCharacter"][] = [
    ["a wrong check character", "RSSMRA80A01H501X", "checkCharacter"],
    ["two characters swapped", "RSSMRA80A10H501U", "checkCharacter"],
    ["too short", "RSSMRA80A01H501", "format"],
    ["too long", "RSSMRA80A01H501UU", "format"],
    ["empty", "", "format"],
    ["a letter in the year that is not an omocodia letter", "RSSMRAA0A01H501U", "format"],
    ["a month letter that does not exist", "RSSMRA80F01H501U", "format"],
    ["a symbol", "RSSMRA80A01H50!U", "format"],
  ];
  for (const [name, code, error] of cases) {
    it(`is refused for ${name}`, async () => {
      expect(await checkFiscalCode({ ...mario, fiscalCode: code })).toMatchObject({ ok: false, error });
    });
  }
});

describe("a code of someone else, or of other data", () => {
  const cases: [string, Partial<FiscalCodeInput>, string[]][] = [
    ["another last name", { lastName: "Bianchi" }, ["lastName"]],
    ["another first name", { firstName: "Luigi" }, ["firstName"]],
    // The library's own name match accepts these three for MRA; the letters are MRC, MRT, MRZ.
    ["Marco for Mario (MRC, not MRA)", { firstName: "Marco" }, ["firstName"]],
    ["Marta for Mario (MRT, not MRA)", { firstName: "Marta" }, ["firstName"]],
    ["Marzia for Mario (MRZ, not MRA)", { firstName: "Marzia" }, ["firstName"]],
    ["a surname one letter short (Rosi: RSO, not RSS)", { lastName: "Rosi" }, ["lastName"]],
    ["surname and first name swapped", { firstName: "Rossi", lastName: "Mario" }, ["lastName", "firstName"]],
    ["another day of birth", { birthDate: "1980-01-02" }, ["birthDate"]],
    ["another month of birth", { birthDate: "1980-02-01" }, ["birthDate"]],
    ["another year of birth", { birthDate: "1981-01-01" }, ["birthDate"]],
    ["another municipality of birth", { birthPlaceCode: "F205" }, ["birthPlace"]],
    ["another country of birth", { birthPlaceCode: "Z114" }, ["birthPlace"]],
    [
      "names and date all different",
      { firstName: "Anna", lastName: "Verdi", birthDate: "1991-03-03" },
      ["lastName", "firstName", "birthDate"],
    ],
  ];
  for (const [name, change, fields] of cases) {
    it(`names the fields to verify: ${name}`, async () => {
      expect(await checkFiscalCode({ ...mario, ...change })).toEqual({
        ok: false,
        error: "mismatch",
        fiscalCode: mario.fiscalCode,
        fields,
      });
    });
  }

  it("refuses Mario's letters for Marco in every spelling of the code", async () => {
    const marco = { ...mario, firstName: "Marco" };
    for (const fiscalCode of [
      mario.fiscalCode,
      "rss mra 80a01 h501u",
      omocode(mario.fiscalCode, [12, 13, 14]),
    ])
      expect(await checkFiscalCode({ ...marco, fiscalCode })).toMatchObject({
        ok: false,
        error: "mismatch",
        fields: ["firstName"],
      });
    // And Marco's own code is accepted.
    expect(await checkFiscalCode({ ...marco, fiscalCode: written("RSSMRC80A01H501") })).toMatchObject({
      ok: true,
    });
  });

  it("reads the day of a woman's code as her day of birth, whatever the sex", async () => {
    const code = fiscalCode({
      firstName: "Mario",
      lastName: "Rossi",
      sex: "F",
      birthDate: "1980-01-01",
      placeCode: "H501",
    });
    expect(code.slice(9, 11)).toBe("41");
    expect(await checkFiscalCode({ ...mario, fiscalCode: code })).toMatchObject({ ok: true });
    expect(await checkFiscalCode({ ...mario, fiscalCode: code, birthDate: "1980-01-11" })).toMatchObject({
      fields: ["birthDate"],
    });
  });

  it("flags a place code that had ceased to exist before the birth (merged municipality)", async () => {
    const born1963 = person({
      firstName: "Pasquale",
      lastName: "Esposito",
      sex: "M",
      birthDate: "1963-04-10",
      placeCode: "I560",
    });
    expect(await checkFiscalCode(born1963)).toMatchObject({
      ok: false,
      error: "mismatch",
      fields: ["birthPlace"],
    });
  });

  it("flags a place code that names no municipality or country", async () => {
    const unknown = person({
      firstName: "Mario",
      lastName: "Rossi",
      sex: "M",
      birthDate: "1980-01-01",
      placeCode: "Z999",
    });
    expect(await checkFiscalCode({ ...unknown, birthPlaceCode: null })).toMatchObject({
      ok: false,
      fields: ["birthPlace"],
    });
  });
});
