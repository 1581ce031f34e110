import type { SubmissionResult } from "@conform-to/react";

/**
 * What every form action answers (docs/decisions/014-action-results.md): Conform's result for the
 * form that was sent (`form` names it on pages with several), and on success what was done.
 * Built on the server by app/routing/form-result.server.ts; read by the page's form.
 */
export type FormAnswer<Done = true, Form extends string = string> = {
  result: SubmissionResult<string[]>;
  form?: Form;
  done?: Done;
  /** A 503 "busy" answer (ADR 062): the seconds after which the page sends the form again by itself. */
  retryAfter?: number;
};

/** The form-level errors of an answer (Conform keeps them under the empty name). */
export function formErrorsOf(answer: FormAnswer<unknown> | undefined): string[] | undefined {
  return answer?.result.error?.[""] ?? undefined;
}
