import type { Submission } from "@conform-to/react";
import type { RequestOutcome } from "~/domain/memberships/request.server";
import { invalid, refused } from "./form-result.server";

type Refusal = Exclude<RequestOutcome, { ok: true }>;

const FIELD_OF = {
  firstName: "firstName",
  lastName: "lastName",
  birthDate: "birthDate",
  birthPlace: "birthCity",
};

/**
 * A refused membership request or creation as the form shows it: an impossible fiscal code next to
 * the code; a disagreement next to the code and each field to verify (spec §5); an open request at
 * the top of the form.
 */
export function membershipRefusal(submission: Submission<unknown, string[]>, outcome: Refusal) {
  if (outcome.code === "open-request")
    return refused(409, submission.reply({ formErrors: ["membership.errors.openRequest"] }));
  if (outcome.code === "fiscal-code") {
    const message =
      outcome.error === "format" ? "membership.errors.fiscalCodeFormat" : "membership.errors.fiscalCodeCheck";
    return invalid(submission.reply({ fieldErrors: { fiscalCode: [message] } }));
  }
  const fieldErrors: Record<string, string[]> = { fiscalCode: ["membership.errors.fiscalCodeMismatch"] };
  for (const field of outcome.fields) fieldErrors[FIELD_OF[field]] = ["membership.errors.verifyField"];
  return invalid(submission.reply({ fieldErrors }));
}

/** The place of birth could not be found in the list: said next to the field. */
export function placeRefusal(submission: Submission<unknown, string[]>, field: "birthCountry" | "birthCity") {
  return invalid(submission.reply({ fieldErrors: { [field]: ["membership.errors.place"] } }));
}
