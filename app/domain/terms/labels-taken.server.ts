import { and, eq, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { contentTerms } from "~/db/schema";
import type { TermKind } from "./terms";

/**
 * The labels another term of the kind already has, whatever the case ("Concerto" is "concerto"),
 * as field errors; retired terms count, since restoring one is the way back to it.
 */
export async function labelsTaken(
  db: DbOrTx,
  kind: TermKind,
  labels: { labelIt: string; labelEn: string },
  exceptId?: string,
): Promise<Record<string, string[]> | null> {
  const it = sql`lower(${contentTerms.labelIt}) = lower(${labels.labelIt})`;
  const en = sql`lower(${contentTerms.labelEn}) = lower(${labels.labelEn})`;
  const rows = await db
    .select({ it: sql<boolean>`${it}`, en: sql<boolean>`${en}` })
    .from(contentTerms)
    .where(
      and(eq(contentTerms.kind, kind), or(it, en), exceptId ? ne(contentTerms.id, exceptId) : undefined),
    );
  const errors: Record<string, string[]> = {};
  if (rows.some((row) => row.it)) errors.labelIt = ["terms.errors.taken"];
  if (rows.some((row) => row.en)) errors.labelEn = ["terms.errors.taken"];
  return Object.keys(errors).length > 0 ? errors : null;
}
