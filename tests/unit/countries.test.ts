import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  countryName,
  findCountry,
  isItaly,
  searchCountries,
} from "~/domain/memberships/countries";

describe("countries of birth", () => {
  it("are found by their name in either language, however typed, or by their code", () => {
    for (const typed of ["Marocco", "morocco", "  MAROCCO ", "Z330", "z330"])
      expect(findCountry(typed)?.code, typed).toBe("Z330");
    expect(findCountry("Cote d'Ivoire")?.code).toBe("Z313");
    expect(findCountry("Atlantide")).toBeNull();
    expect(isItaly("Italy")).toBe(true);
    expect(isItaly("IT")).toBe(true);
    expect(isItaly("Francia")).toBe(false);
  });

  it("are named in the reader's language; a value that is no code is shown as written", () => {
    expect(countryName("Z330", "it")).toBe("Marocco");
    expect(countryName("Z330", "en")).toBe("Morocco");
    expect(countryName("IT", "en")).toBe("Italy");
    // Former states keep their own name, not their successor's.
    expect(countryName("Z118", "en")).toBe("Socialist Federal Republic of Yugoslavia");
    expect(countryName("Z135", "en")).toBe("Soviet Union");
    expect(countryName("Atlantide", "en")).toBe("Atlantide");
  });

  it("are suggested by the start of their name, or of a word of it, current ones first", () => {
    expect(searchCountries("Moro", "en")[0]?.en).toBe("Morocco");
    expect(searchCountries("Maro", "it")[0]?.it).toBe("Marocco");
    expect(searchCountries("Moro", "it")).toEqual([]);
    const german = searchCountries("germ", "en").map((country) => country.en);
    expect(german[0]).toBe("Germany");
    expect(german).toContain("German Democratic Republic");
    expect(searchCountries("kingdom", "en").map((country) => country.en)).toContain("United Kingdom");
  });

  it("have a name in both languages and no code twice", () => {
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.it, country.code).not.toMatch(/Ã|^$/);
      expect(country.en, country.code).not.toBe(country.code);
    }
  });
});
