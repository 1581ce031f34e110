import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { contentTerms } from "~/db/schema";
import type { TermKind } from "./terms";

/** A label as an address writes it: "Dj set" and "Dj-Set" are both `dj-set`, accents dropped. */
export function termSlug(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The term an old free-text value became (ADR 058): links made before the managed lists carry the
 * text itself (`/internal/events?category=concerto`). Migration 0024 made one term per value,
 * whatever its case, with that value as its Italian label, so the value is that label in any case,
 * or its slug. Retired terms count (they keep their items); null when no term, or more than one
 * slug, matches.
 */
export async function termOfLegacyValue(db: DbOrTx, kind: TermKind, value: string): Promise<string | null> {
  const key = value.trim().toLowerCase();
  const slug = termSlug(value);
  if (!key) return null;
  const terms = await db
    .select({ id: contentTerms.id, label: contentTerms.labelIt })
    .from(contentTerms)
    .where(eq(contentTerms.kind, kind));
  const exact = terms.find((term) => term.label.trim().toLowerCase() === key);
  if (exact) return exact.id;
  const bySlug = slug ? terms.filter((term) => termSlug(term.label) === slug) : [];
  return bySlug.length === 1 && bySlug[0] ? bySlug[0].id : null;
}
