import { ITALY } from "./countries";
import { checkFiscalCode } from "./fiscal-code.server";
import { resolveBirthPlace } from "./places.server";
import type { MembershipRequestValue } from "./request-form";

/** The form fields a fiscal code can disagree with, where the form says so. */
export type IdentityField = "firstName" | "lastName" | "birthDate" | "birthCity" | "birthCountry";

export type IdentityRefusal =
  /** In Italy the municipality must be one of the list: the fiscal code is checked against it. */
  | { ok: false; code: "birth-place"; field: "birthCountry" | "birthCity" }
  /** A code that cannot exist. */
  | { ok: false; code: "fiscal-code"; error: "format" | "checkCharacter" }
  /** A code that disagrees with the data and was not confirmed. */
  | { ok: false; code: "fiscal-code-mismatch"; fields: IdentityField[] };

export type IdentityCheck =
  | {
      ok: true;
      /** The country of birth as stored: its code (ADR 061). */
      birthCountry: string;
      /** The code as stored (normalised), or null when none was given. */
      fiscalCode: string | null;
      /** The fields the code disagrees with; empty when it agrees. */
      mismatch: IdentityField[];
    }
  | Exclude<IdentityRefusal, { code: "fiscal-code-mismatch" }>;

type Person = Pick<
  MembershipRequestValue,
  "firstName" | "lastName" | "birthDate" | "birthCountry" | "birthCity" | "fiscalCode"
>;

/**
 * The person's identity as a membership request, a staff creation and a staff edit all check it:
 * the place of birth is resolved here from what the form says (an Italian municipality of the list,
 * or the country abroad), never taken from a code the browser sends, and the fiscal code is checked
 * against that place, the names and the date of birth. Whether a disagreement may be confirmed is
 * the caller's rule (`mismatchRefusal`).
 */
export async function checkIdentity(person: Person): Promise<IdentityCheck> {
  const place = await resolveBirthPlace(person.birthCountry, person.birthCity, person.birthDate);
  if (!place.ok) return { ok: false, code: "birth-place", field: place.field };
  const birthCountry = place.country;
  if (!person.fiscalCode) return { ok: true, birthCountry, fiscalCode: null, mismatch: [] };
  const check = await checkFiscalCode({
    fiscalCode: person.fiscalCode,
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: person.birthDate,
    birthPlaceCode: place.code,
  });
  if (check.ok) return { ok: true, birthCountry, fiscalCode: check.fiscalCode, mismatch: [] };
  if (check.error !== "mismatch") return { ok: false, code: "fiscal-code", error: check.error };
  // Born in Italy the municipality decides the place; abroad, the country.
  const placeField = birthCountry === ITALY ? "birthCity" : "birthCountry";
  const mismatch = check.fields.map((field) => (field === "birthPlace" ? placeField : field));
  return { ok: true, birthCountry, fiscalCode: check.fiscalCode, mismatch };
}

/** The refusal of data the code disagrees with, unless the disagreement was confirmed. */
export function mismatchRefusal(
  check: Extract<IdentityCheck, { ok: true }>,
  confirmed: boolean,
): Extract<IdentityRefusal, { code: "fiscal-code-mismatch" }> | null {
  return check.mismatch.length > 0 && !confirmed
    ? { ok: false, code: "fiscal-code-mismatch", fields: check.mismatch }
    : null;
}
