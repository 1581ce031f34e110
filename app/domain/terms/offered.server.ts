import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { contentTerms } from "~/db/schema";
import type { TermKind } from "./terms";

/** A form named a term it may not give: unknown, of the other list, or retired (ADR 058). */
export class UnofferedTermError extends Error {
  constructor(readonly kind: TermKind) {
    super(`The ${kind} chosen is not offered`);
  }
}

/**
 * Checks the term a form chose for an item: a term offered to new items, or the one the item
 * already has (retired terms stay on old items). Nothing chosen is always fine.
 */
export async function requireOfferedTerm(
  db: DbOrTx,
  kind: TermKind,
  id: string | null | undefined,
  current: string | null = null,
): Promise<void> {
  if (!id || id === current) return;
  const [term] = await db
    .select({ id: contentTerms.id })
    .from(contentTerms)
    .where(and(eq(contentTerms.id, id), eq(contentTerms.kind, kind), isNull(contentTerms.retiredAt)))
    .limit(1);
  if (!term) throw new UnofferedTermError(kind);
}
