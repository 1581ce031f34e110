import type { Membership } from "~/db/schema";
import type { MembershipRequestValue } from "./request-form";

type PersonalField =
  | "firstName"
  | "lastName"
  | "type"
  | "category"
  | "address"
  | "birthCountry"
  | "birthCity"
  | "birthDate"
  | "citizenship"
  | "foreignIdNumber";

/**
 * The personal-data columns of a membership as the request, the staff creation and the staff edit
 * store them, from the form's value and its identity check (`checkIdentity`): the country of birth
 * as its code (ADR 061), and the fiscal code checked (normalised), or null when none was given.
 */
export function personalColumns(
  value: Pick<MembershipRequestValue, PersonalField>,
  identity: { birthCountry: string; fiscalCode: string | null },
): Pick<Membership, PersonalField | "fiscalCode"> {
  const { fiscalCode } = identity;
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    type: value.type,
    category: value.category,
    address: value.address,
    birthCountry: identity.birthCountry,
    birthCity: value.birthCity,
    birthDate: value.birthDate,
    citizenship: value.citizenship,
    fiscalCode,
    foreignIdNumber: value.foreignIdNumber ?? null,
  };
}
