import { describe, expect, it } from "vitest";
import { firstNameLetters, nameLetters, surnameLetters } from "~/domain/memberships/fiscal-code-names";

// Each expected triplet is worked out by hand from the rules, consonants listed in the comment.

describe("the letters of a name", () => {
  it("keeps letters only, upper case, accents folded, signs dropped", () => {
    expect(nameLetters("Niccolò")).toBe("NICCOLO");
    expect(nameLetters("D'Angelo")).toBe("DANGELO");
    expect(nameLetters("Dell’Acqua")).toBe("DELLACQUA");
    expect(nameLetters("Cavalli-Sforza")).toBe("CAVALLISFORZA");
    expect(nameLetters("  de  luca ")).toBe("DELUCA");
    expect(nameLetters("ÀÈÉÌÒÙ")).toBe("AEEIOU");
    expect(nameLetters("Müller")).toBe("MULLER");
    expect(nameLetters("Łukasz")).toBe("LUKASZ");
    expect(nameLetters("Maria.Rosa 2")).toBe("MARIAROSA");
  });
});

describe("the surname's letters (characters 1–3)", () => {
  const cases: [string, string][] = [
    ["Rossi", "RSS"], // R S S
    ["Bianchi", "BNC"], // B N C H
    ["Esposito", "SPS"], // S P S T
    ["Neri", "NRE"], // N R, then E
    ["Conti", "CNT"], // C N T
    ["Eco", "CEO"], // C, then E O
    ["Fo", "FOX"], // F, then O, then X
    ["Bo", "BOX"],
    ["Re", "REX"],
    ["Li", "LIX"],
    ["Ai", "AIX"], // no consonant: A I, then X
    ["Ng", "NGX"], // N G, no vowel, then X
    // Accents folded: the vowel counts as the plain letter.
    ["Mattè", "MTT"], // M T T
    ["Noè", "NOE"], // N, then O E
    ["Abbà", "BBA"], // B B, then A
    ["Cantù", "CNT"],
    // Apostrophes, spaces and hyphens ignored: double surnames are one word.
    ["D'Angelo", "DNG"], // D N G L
    ["Dell'Acqua", "DLL"], // D L L C Q
    ["O'Neill", "NLL"], // N L L
    ["De Luca", "DLC"], // D L C
    ["Rossi Bianchi", "RSS"], // R S S B N C H
    ["Cavalli-Sforza", "CVL"], // C V L L S F R Z
    ["Lo Bue", "LBO"], // L B, then O
    // J, K, W, X and Y are consonants.
    ["Yilmaz", "YLM"], // Y L M Z
    ["Müller", "MLL"],
    ["rossi", "RSS"],
  ];
  for (const [surname, letters] of cases) {
    it(`${surname} → ${letters}`, () => {
      expect(surnameLetters(surname)).toBe(letters);
    });
  }
});

describe("the first name's letters (characters 4–6)", () => {
  const cases: [string, string][] = [
    // Three consonants or fewer: as a surname.
    ["Mario", "MRA"], // M R, then A
    ["Marco", "MRC"], // M R C
    ["Marta", "MRT"], // M R T
    ["Marzia", "MRZ"], // M R Z
    ["Luca", "LCU"], // L C, then U
    ["Paolo", "PLA"], // P L, then A
    ["Sara", "SRA"], // S R, then A
    ["Chiara", "CHR"], // C H R
    ["Andrea", "NDR"], // N D R
    ["Jacopo", "JCP"], // J C P
    ["Yuri", "YRU"], // Y R, then U
    ["Ugo", "GUO"], // G, then U O
    ["Eva", "VEA"], // V, then E A
    ["Anna", "NNA"], // N N, then A
    ["Li", "LIX"], // L, then I, then X
    ["Bo", "BOX"],
    ["Ai", "AIX"],
    ["Nicolò", "NCL"], // N C L
    ["Mosè", "MSO"], // M S, then O (È folded to E comes after)
    ["Mattè", "MTT"],
    // Four consonants or more: the 1st, 3rd and 4th.
    ["Alessandro", "LSN"], // L S S N D R
    ["Niccolò", "NCL"], // N C C L
    ["Francesca", "FNC"], // F R N C S C
    ["Gianfranco", "GFR"], // G N F R N C
    ["Cristina", "CST"], // C R S T N
    ["Roberto", "RRT"], // R B R T
    ["Umberto", "MRT"], // M B R T
    ["Federico", "FRC"], // F D R C
    ["Beatrice", "BRC"], // B T R C
    ["Alberto", "LRT"], // L B R T
    ["Elisabetta", "LBT"], // L S B T T
    ["Giovanni", "GNN"], // G V N N
    // Double names are one word.
    ["Maria Grazia", "MGR"], // M R G R Z
    ["Gian Luca", "GLC"], // G N L C
    ["Anna-Maria", "NMR"], // N N M R
    ["marco", "MRC"],
  ];
  for (const [name, letters] of cases) {
    it(`${name} → ${letters}`, () => {
      expect(firstNameLetters(name)).toBe(letters);
    });
  }

  it("differs from the surname's rule only with four consonants or more", () => {
    expect(surnameLetters("Francesca")).toBe("FRN");
    expect(firstNameLetters("Francesca")).toBe("FNC");
    expect(surnameLetters("Marco")).toBe(firstNameLetters("Marco"));
  });
});
