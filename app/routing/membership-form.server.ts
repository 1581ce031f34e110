import type { Submission } from "@conform-to/react";
import type { IdentityRefusal } from "~/domain/memberships/identity.server";
import type { RequestOutcome } from "~/domain/memberships/request.server";
import { invalid, refused } from "./form-result.server";

type Refusal = Exclude<RequestOutcome, { ok: true }>;

/** Shown next to the fiscal code when it disagrees with the data: the forms then offer to confirm. */
const MISMATCH_ERROR = "membership.errors.fiscalCodeMismatch";

/**
 * A refused identity as the request, creation and edit forms show it, next to the fields: a place of
 * birth not found next to that place; an impossible fiscal code next to the code; a disagreement next
 * to the code, with each part that disagrees, and next to each field to verify, saying which part of
 * the code it is (spec §5).
 */
export function identityFieldErrors(outcome: IdentityRefusal): Record<string, string[]> {
  if (outcome.code === "birth-place") return { [outcome.field]: ["membership.errors.place"] };
  if (outcome.code === "fiscal-code")
    return {
      fiscalCode: [
        outcome.error === "format"
          ? "membership.errors.fiscalCodeFormat"
          : "membership.errors.fiscalCodeCheck",
      ],
    };
  const parts = outcome.fields.map((field) => `membership.errors.mismatch.${field}`);
  const fieldErrors: Record<string, string[]> = { fiscalCode: [MISMATCH_ERROR, ...parts] };
  outcome.fields.forEach((field, index) => {
    fieldErrors[field] = [parts[index] as string];
  });
  return fieldErrors;
}

/**
 * A refused membership request or creation as the form shows it: an open request at the top of the
 * form, anything else next to its fields (`identityFieldErrors`).
 */
export function membershipRefusal(submission: Submission<unknown, string[]>, outcome: Refusal) {
  if (outcome.code === "open-request")
    return refused(409, submission.reply({ formErrors: ["membership.errors.openRequest"] }));
  if (outcome.code === "not-due")
    return refused(409, submission.reply({ formErrors: ["membership.errors.notDue"] }));
  return invalid(submission.reply({ fieldErrors: identityFieldErrors(outcome) }));
}
