import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { membershipLog, memberships } from "~/db/schema";
import { type Access, hasAccess } from "~/domain/accounts/access";
import { now as clockNow } from "~/domain/clock.server";

/**
 * Personal data by need (ADR 052): the door (level 0) sees a card's name, number, state and
 * validity; birth data, citizenship, fiscal code, foreign ID number, address and e-mail are read
 * from level 1 up (management, who already edit cards and export the register), and each reading
 * is recorded in the card's log with who and when.
 */
export const PERSONAL_DATA_ACCESS: Access = "management";

export type PersonalData = {
  birthDate: string;
  birthCity: string;
  birthCountry: string;
  citizenship: "italian" | "foreign";
  fiscalCode: string | null;
  foreignIdNumber: string | null;
  address: string | null;
  email: string | null;
};

/**
 * A staff member reads a card's personal data: null below `PERSONAL_DATA_ACCESS` or for a card that
 * does not exist; otherwise the data, with a `data_viewed` log row written in the same transaction.
 */
export async function viewPersonalData(
  db: Db,
  id: string,
  viewer: { staffId: string; accessLevel: number },
  at = clockNow(),
): Promise<PersonalData | null> {
  if (!hasAccess(viewer.accessLevel, PERSONAL_DATA_ACCESS)) return null;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        birthDate: memberships.birthDate,
        birthCity: memberships.birthCity,
        birthCountry: memberships.birthCountry,
        citizenship: memberships.citizenship,
        fiscalCode: memberships.fiscalCode,
        foreignIdNumber: memberships.foreignIdNumber,
        address: memberships.address,
        email: memberships.email,
      })
      .from(memberships)
      .where(eq(memberships.id, id));
    if (!found) return null;
    await recordPersonalDataView(tx, id, viewer.staffId, at);
    return found;
  });
}

/**
 * Records in the card's log that a staff member read its personal data: on the card view, or
 * (`via: "receipt"`) on the fee's receipt, which prints the fiscal code and the address.
 */
export async function recordPersonalDataView(
  db: DbOrTx,
  membershipId: string,
  staffId: string,
  at: Date,
  via?: "receipt",
): Promise<void> {
  await db.insert(membershipLog).values({
    membershipId,
    staffId,
    action: "data_viewed",
    details: via ? { via } : {},
    createdAt: at,
  });
}
