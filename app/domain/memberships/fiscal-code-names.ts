/**
 * The letters of a fiscal code (codice fiscale) that come from the person's names: characters 1–3
 * from the surname, 4–6 from the first name (DM 23 dicembre 1976, Ministero delle Finanze). Pure, so
 * the server's check, the demo data and the tests share one set of rules.
 *
 * - Only letters count: accents are folded (À → A, È → E, Ł → L), apostrophes, spaces, hyphens and
 *   any other sign are dropped, so a double surname ("Rossi Bianchi") is one word.
 * - Vowels are A, E, I, O, U; every other letter (J, K, W, X, Y too) is a consonant.
 * - Surname: its consonants, then its vowels, then X, the first three.
 * - First name: with four consonants or more, the 1st, 3rd and 4th consonant; otherwise as the
 *   surname.
 *
 * Omocodia replaces digits only: these six letters never change.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { Đ: "D", Ł: "L", Ø: "O" };

/** The letters A–Z of a name, upper case, accents folded, everything else dropped. */
export function nameLetters(name: string): string {
  return name
    .toUpperCase()
    .normalize("NFD")
    .replace(/[ĐŁØ]/g, (char) => UNDECOMPOSED[char] ?? "")
    .replace(/[^A-Z]/g, "");
}

const consonantsOf = (letters: string) => letters.replace(/[AEIOU]/g, "");
const vowelsOf = (letters: string) => letters.replace(/[^AEIOU]/g, "");

/** Consonants, then vowels, then X: the first three. */
function padded(letters: string): string {
  return `${consonantsOf(letters)}${vowelsOf(letters)}XXX`.slice(0, 3);
}

/** Characters 1–3 of the fiscal code: "Rossi" → RSS, "De Luca" → DLC, "Bo" → BOX. */
export function surnameLetters(lastName: string): string {
  return padded(nameLetters(lastName));
}

/** Characters 4–6 of the fiscal code: "Mario" → MRA, "Marco" → MRC, "Francesca" → FNC. */
export function firstNameLetters(firstName: string): string {
  const letters = nameLetters(firstName);
  const consonants = consonantsOf(letters);
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return padded(letters);
}
