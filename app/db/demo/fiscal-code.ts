import { firstNameLetters, surnameLetters } from "../../domain/memberships/fiscal-code-names";

/**
 * Italian fiscal code (codice fiscale) computed from personal data, so demo memberships carry codes
 * that pass the real checksum. Omocodia variants are out of scope: demo people never collide.
 */
export interface FiscalCodeInput {
  firstName: string;
  lastName: string;
  sex: "F" | "M";
  /** YYYY-MM-DD */
  birthDate: string;
  /** Cadastral (Belfiore) code of the Italian municipality, or Z-code of the foreign country. */
  placeCode: string;
}

const MONTH_LETTERS = "ABCDEHLMPRST";
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function charValue(char: string, odd: boolean): number {
  const index = /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
  return odd ? (ODD_VALUES[index] ?? 0) : index;
}

export function checkCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < first15.length; i++) sum += charValue(first15.charAt(i), i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

export function fiscalCode(input: FiscalCodeInput): string {
  const [year, month, day] = input.birthDate.split("-").map(Number);
  const dayPart = String((day ?? 1) + (input.sex === "F" ? 40 : 0)).padStart(2, "0");
  const body = [
    surnameLetters(input.lastName),
    firstNameLetters(input.firstName),
    String(year ?? 0).slice(-2),
    MONTH_LETTERS.charAt((month ?? 1) - 1),
    dayPart,
    input.placeCode.toUpperCase(),
  ].join("");
  return body + checkCharacter(body);
}
