import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "~/lib/zod";

type Schemas = Record<string, z.ZodType>;

/** One parsed submission per intent: narrowing on `intent` types its `submission`. */
export type IntentSubmission<S extends Schemas> = {
  [K in keyof S & string]: {
    intent: K;
    submission: Submission<z.input<S[K]>, string[], z.output<S[K]>>;
  };
}[keyof S & string];

/**
 * Pages with several forms post an `intent` naming the form; this map from intent to schema is the
 * one discriminated schema of the page. Unknown intents answer null (the route answers 400).
 */
export function parseIntent<S extends Schemas>(formData: FormData, schemas: S): IntentSubmission<S> | null {
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(schemas, intent)) return null;
  const schema = schemas[intent] as z.ZodType;
  return { intent, submission: parseWithZod(formData, { schema }) } as IntentSubmission<S>;
}
