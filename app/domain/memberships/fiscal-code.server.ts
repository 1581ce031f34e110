// Named, not default: Node loads the package's CommonJS build on the server, where the default is the module object.
import { CheckDigitizer, CodiceFiscaleUtils } from "@marketto/codice-fiscale-utils";
import { firstNameLetters, surnameLetters } from "./fiscal-code-names";

/**
 * The Italian fiscal code (codice fiscale) of a membership request. The six letters of the names are
 * computed here, letter by letter (fiscal-code-names.ts): the library's own name match also accepts
 * Marco, Marta or Marzia for MRA. Places, dates and the check character are read with
 * @marketto/codice-fiscale-utils and its embedded Belfiore data (municipalities and countries with
 * their validity dates; data: Ministero dell'Interno / Agenzia delle Entrate, CC BY 4.0).
 *
 * - The form and the check character are hard errors: such a code cannot exist.
 * - A disagreement with the names, the date of birth or the place of birth is soft: the person is
 *   told which fields to verify and may confirm that their data are right (known false positives of
 *   place codes exist); staff then look at the request.
 * - A place code counts if it was valid on the birth date or at any later date: the code reflects
 *   the municipality when the code was issued, which may be after a merger.
 */
let loadingUtils: Promise<CodiceFiscaleUtils> | undefined;

/** The library with its Belfiore data (about 1 MB of script), loaded by the first check, not at the server's start. */
function fiscalCodeUtils(): Promise<CodiceFiscaleUtils> {
  loadingUtils ??= import("@marketto/belfiore-connector-embedded").then(
    ({ belfioreConnector }) => new CodiceFiscaleUtils(belfioreConnector),
  );
  return loadingUtils;
}

/** 16 characters: surname, name, year, month, day (+40 for women), place, check; omocodia letters allowed. */
const FORM = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export type FiscalCodeField = "firstName" | "lastName" | "birthDate" | "birthPlace";

export type FiscalCodeInput = {
  fiscalCode: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** Belfiore code of the municipality (Italy) or Z code of the country of birth, when known. */
  birthPlaceCode?: string | null;
};

export type FiscalCodeCheck =
  | { ok: true; fiscalCode: string }
  | { ok: false; error: "format" | "checkCharacter"; fiscalCode: string }
  | { ok: false; error: "mismatch"; fiscalCode: string; fields: FiscalCodeField[] };

/** Upper case, no spaces or separators: how people type it is not how it is stored. */
export function normaliseFiscalCode(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

/** Whether the code has the form of a fiscal code and its check character is right. */
export function fiscalCodeFormError(code: string): "format" | "checkCharacter" | null {
  if (!FORM.test(code)) return "format";
  return CheckDigitizer.checkDigit(code.slice(0, 15)) === code[15] ? null : "checkCharacter";
}

function birthDateMatches(utils: CodiceFiscaleUtils, code: string, birthDate: string): boolean {
  const fromCode = utils.parser.cfToBirthDate(code);
  if (!fromCode) return false;
  // The code holds two digits of the year: a person born in 1925 and one born in 2025 share them.
  const [year, month, day] = birthDate.split("-").map(Number);
  return (
    fromCode.getUTCMonth() + 1 === month &&
    fromCode.getUTCDate() === day &&
    fromCode.getUTCFullYear() % 100 === (year ?? 0) % 100
  );
}

async function birthPlaceMatches(
  utils: CodiceFiscaleUtils,
  code: string,
  birthDate: string,
  chosen: string | null | undefined,
) {
  const place = await utils.parser.cfToBirthPlace(code, false);
  if (!place) return false;
  if (chosen && normaliseFiscalCode(chosen) !== place.belfioreCode) return false;
  // Valid on the birth date or at any later date: a code may only be too old, never too new.
  const expired = place.expirationDate ? new Date(place.expirationDate) : null;
  return !expired || expired.toISOString().slice(0, 10) >= birthDate;
}

/** Checks a fiscal code against the person it should belong to. */
export async function checkFiscalCode(input: FiscalCodeInput): Promise<FiscalCodeCheck> {
  const fiscalCode = normaliseFiscalCode(input.fiscalCode);
  const error = fiscalCodeFormError(fiscalCode);
  if (error) return { ok: false, error, fiscalCode };
  const fields: FiscalCodeField[] = [];
  // Omocodia replaces digits only: the six letters of the names are compared as they are.
  if (surnameLetters(input.lastName) !== fiscalCode.slice(0, 3)) fields.push("lastName");
  if (firstNameLetters(input.firstName) !== fiscalCode.slice(3, 6)) fields.push("firstName");
  const utils = await fiscalCodeUtils();
  if (!birthDateMatches(utils, fiscalCode, input.birthDate)) fields.push("birthDate");
  if (!(await birthPlaceMatches(utils, fiscalCode, input.birthDate, input.birthPlaceCode)))
    fields.push("birthPlace");
  return fields.length ? { ok: false, error: "mismatch", fiscalCode, fields } : { ok: true, fiscalCode };
}
