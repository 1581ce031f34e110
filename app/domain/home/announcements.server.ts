import { asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { type HomeAnnouncement, homeAnnouncements } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { fromRomeLocal } from "~/lib/rome-time";
import type { AnnouncementFormValue } from "./home-forms";
import { lockHomeList } from "./list-lock.server";
import { type Direction, moveId, positionsOf } from "./ordering";

/** Staff management of the home announcements; every change is audited in its transaction. */

export type Actor = { staffId: string; ip?: string };

export function listAnnouncements(db: DbOrTx): Promise<HomeAnnouncement[]> {
  return db
    .select()
    .from(homeAnnouncements)
    .orderBy(asc(homeAnnouncements.position), asc(homeAnnouncements.id));
}

function columns(value: AnnouncementFormValue) {
  return {
    textIt: value.textIt,
    textEn: value.textEn,
    link: value.link ?? null,
    activeFrom: value.activeFrom ? fromRomeLocal(value.activeFrom) : null,
    activeUntil: value.activeUntil ? fromRomeLocal(value.activeUntil) : null,
  };
}

const details = (row: ReturnType<typeof columns>) => ({
  ...row,
  activeFrom: row.activeFrom?.toISOString() ?? null,
  activeUntil: row.activeUntil?.toISOString() ?? null,
});

/** Adds an announcement at the end of the list. */
export async function createAnnouncement(db: Db, actor: Actor, value: AnnouncementFormValue) {
  const row = columns(value);
  return db.transaction(async (tx) => {
    await lockHomeList(tx, "announcements");
    const position = (await listAnnouncements(tx)).length;
    const [created] = await tx
      .insert(homeAnnouncements)
      .values({ ...row, position })
      .returning({ id: homeAnnouncements.id });
    if (!created) throw new Error("insert returned no row");
    await audit(tx, {
      action: "home.announcement.create",
      entity: "home_announcement",
      entityId: created.id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: details(row),
    });
    return created.id;
  });
}

/** Saves the form over an announcement; false when someone removed it meanwhile. */
export async function updateAnnouncement(db: Db, actor: Actor, id: string, value: AnnouncementFormValue) {
  const row = columns(value);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(homeAnnouncements)
      .set({ ...row, updatedAt: now() })
      .where(eq(homeAnnouncements.id, id))
      .returning({ id: homeAnnouncements.id });
    if (updated.length === 0) return false;
    await audit(tx, {
      action: "home.announcement.update",
      entity: "home_announcement",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: details(row),
    });
    return true;
  });
}

/** Rewrites every position as 0…n-1 in the given order. */
async function writePositions(tx: DbOrTx, ids: readonly string[]) {
  for (const { id, position } of positionsOf(ids))
    await tx.update(homeAnnouncements).set({ position }).where(eq(homeAnnouncements.id, id));
}

/** Moves an announcement one place; its new 0-based position, or null when it no longer exists. */
export async function moveAnnouncement(db: Db, actor: Actor, id: string, direction: Direction) {
  return db.transaction(async (tx) => {
    await lockHomeList(tx, "announcements");
    const ids = (await listAnnouncements(tx)).map((row) => row.id);
    if (!ids.includes(id)) return null;
    const order = moveId(ids, id, direction);
    await writePositions(tx, order);
    await audit(tx, {
      action: "home.announcement.move",
      entity: "home_announcement",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { direction, from: ids.indexOf(id), to: order.indexOf(id) },
    });
    return { position: order.indexOf(id), count: order.length };
  });
}

/** Removes an announcement and closes the gap it leaves; false when it was already gone. */
export async function removeAnnouncement(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    await lockHomeList(tx, "announcements");
    const [removed] = await tx.delete(homeAnnouncements).where(eq(homeAnnouncements.id, id)).returning();
    if (!removed) return false;
    await writePositions(
      tx,
      (await listAnnouncements(tx)).map((row) => row.id),
    );
    await audit(tx, {
      action: "home.announcement.delete",
      entity: "home_announcement",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { textIt: removed.textIt, textEn: removed.textEn },
    });
    return true;
  });
}
