import { data } from "react-router";
import { z } from "~/lib/zod";

const idSchema = z.uuid();

/** Route ids are UUIDs; anything else is the 404 page, never a database error. */
export function parseId(value: string | undefined): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/** Like parseId, but also accepts "new" for creation forms. */
export function parseIdOrNew(value: string | undefined): string | "new" {
  return value === "new" ? "new" : parseId(value);
}
