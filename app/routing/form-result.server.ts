import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "~/lib/zod";
import type { FormAnswer } from "./form-answer";

/*
 * The one way form actions answer (docs/decisions/014-action-results.md): invalid input 400, a
 * refusal 404 or 409, too many attempts 429 with Retry-After, too busy 503 with Retry-After
 * (ADR 062), a failure 500, all with the form's result; success answers 200 with `done`, or a redirect.
 */

type Options<Form extends string> = { form?: Form; headers?: HeadersInit };

function answer<Done, Form extends string>(
  status: number,
  result: SubmissionResult<string[]>,
  { form, headers }: Options<Form> = {},
  done?: Done,
  retryAfter?: number,
) {
  const body: FormAnswer<Done, Form> = { result };
  if (form !== undefined) body.form = form;
  if (done !== undefined) body.done = done;
  if (retryAfter !== undefined) body.retryAfter = retryAfter;
  return data(body, { status, headers });
}

/** The result of a form without fields (a single button), carrying form-level errors if any. */
export function noFields(formErrors?: string[]): SubmissionResult<string[]> {
  return parseWithZod(new FormData(), { schema: z.object({}) }).reply(formErrors ? { formErrors } : {});
}

/** The input broke a rule of the form: errors next to the fields, nothing saved. */
export function invalid<Form extends string = string>(
  result: SubmissionResult<string[]>,
  options?: Options<Form>,
) {
  return answer<never, Form>(400, result, options);
}

/** What the form acts on is gone (404) or a rule refused it (409); the message is in `result`. */
export function refused<Form extends string = string>(
  status: 404 | 409,
  result: SubmissionResult<string[]>,
  options?: Options<Form>,
) {
  return answer<never, Form>(status, result, options);
}

/** Too many attempts: 429 with Retry-After, so clients and the message can say the real wait. */
export function limited<Form extends string = string>(
  result: SubmissionResult<string[]>,
  retryAfterSeconds: number,
  options?: Options<Form>,
) {
  const headers = new Headers(options?.headers);
  headers.set("Retry-After", String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return answer<never, Form>(429, result, { ...options, headers });
}

/**
 * Too many at once (ADR 062): nothing was done, and the same form may be sent again after
 * `retryAfterSeconds`. 503 with Retry-After; the seconds are in the body too, for the page's script,
 * which sends the form again by itself.
 */
export function busy<Form extends string = string>(
  result: SubmissionResult<string[]>,
  retryAfterSeconds: number,
  options?: Options<Form>,
) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const headers = new Headers(options?.headers);
  headers.set("Retry-After", String(seconds));
  return answer<never, Form>(503, result, { ...options, headers }, undefined, seconds);
}

/** Something failed on our side; the visitor's input is kept and may be sent again. */
export function failed<Form extends string = string>(
  result: SubmissionResult<string[]>,
  options?: Options<Form>,
) {
  return answer<never, Form>(500, result, options);
}

/** Success that stays on the page: the form's fresh result and what was done. */
export function done<Done, Form extends string = string>(
  result: SubmissionResult<string[]>,
  value: Done,
  options?: Options<Form>,
) {
  return answer<Done, Form>(200, result, options, value);
}

/**
 * The route's `headers` export: forwards the action's headers (Retry-After) to the document
 * response, which React Router otherwise drops.
 */
export function actionHeaders({ actionHeaders: fromAction }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = fromAction.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
