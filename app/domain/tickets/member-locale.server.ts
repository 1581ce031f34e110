import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { memberships } from "~/db/schema";
import type { Locale } from "~/i18n/locale";

/** The language a member asked for their card in: staff's mails to them use it (Italian otherwise). */
export async function memberLocale(tx: DbOrTx, userId: string): Promise<Locale> {
  const [card] = await tx
    .select({ locale: memberships.locale })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.requestedAt))
    .limit(1);
  return card?.locale ?? "it";
}
