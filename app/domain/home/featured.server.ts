import { and, asc, eq, gt, ilike, notInArray } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { events, homeFeaturedEvents } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import type { Actor } from "./announcements.server";
import { FEATURED_MAX } from "./home-forms";
import { lockHomeList } from "./list-lock.server";
import { type Direction, moveId, positionsOf } from "./ordering";

/** The events staff feature on the home page, in their chosen order (max FEATURED_MAX). */

const eventColumns = {
  id: events.id,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  colour: events.colour,
  backgroundColour: events.backgroundColour,
  isPublic: events.isPublic,
};

/** The chosen events in order, past and hidden ones included so that staff can tidy them up. */
export function listFeatured(db: DbOrTx) {
  return db
    .select(eventColumns)
    .from(homeFeaturedEvents)
    .innerJoin(events, eq(events.id, homeFeaturedEvents.eventId))
    .orderBy(asc(homeFeaturedEvents.position), asc(events.startsAt));
}

/** Upcoming public events whose title contains `query`, minus those already chosen. */
export async function searchFeaturable(db: Db, query: string, now: Date, exclude: readonly string[]) {
  return db
    .select(eventColumns)
    .from(events)
    .where(
      and(
        eq(events.isPublic, true),
        gt(events.endsAt, now),
        query ? ilike(events.title, `%${escapeLike(query)}%`) : undefined,
        exclude.length ? notInArray(events.id, [...exclude]) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(10);
}

async function chosenIds(tx: DbOrTx): Promise<string[]> {
  return (await listFeatured(tx)).map((row) => row.id);
}

async function writePositions(tx: DbOrTx, ids: readonly string[]) {
  for (const { id, position } of positionsOf(ids))
    await tx.update(homeFeaturedEvents).set({ position }).where(eq(homeFeaturedEvents.eventId, id));
}

export type FeatureOutcome = "added" | "full" | "already" | "not-eligible";

/** Adds an upcoming public event at the end of the featured list. */
export async function featureEvent(
  db: Db,
  actor: Actor,
  eventId: string,
  now: Date,
): Promise<FeatureOutcome> {
  return db.transaction(async (tx) => {
    await lockHomeList(tx, "featured");
    const ids = await chosenIds(tx);
    if (ids.includes(eventId)) return "already";
    if (ids.length >= FEATURED_MAX) return "full";
    const [event] = await tx
      .select({ title: events.title })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.isPublic, true), gt(events.endsAt, now)));
    if (!event) return "not-eligible";
    await tx.insert(homeFeaturedEvents).values({ eventId, position: ids.length });
    await audit(tx, {
      action: "home.featured.add",
      entity: "event",
      entityId: eventId,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { title: event.title, position: ids.length },
    });
    return "added";
  });
}

export async function moveFeatured(db: Db, actor: Actor, eventId: string, direction: Direction) {
  return db.transaction(async (tx) => {
    await lockHomeList(tx, "featured");
    const ids = await chosenIds(tx);
    if (!ids.includes(eventId)) return null;
    const order = moveId(ids, eventId, direction);
    await writePositions(tx, order);
    await audit(tx, {
      action: "home.featured.move",
      entity: "event",
      entityId: eventId,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { direction, from: ids.indexOf(eventId), to: order.indexOf(eventId) },
    });
    return { position: order.indexOf(eventId), count: order.length };
  });
}

export async function unfeatureEvent(db: Db, actor: Actor, eventId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockHomeList(tx, "featured");
    const removed = await tx
      .delete(homeFeaturedEvents)
      .where(eq(homeFeaturedEvents.eventId, eventId))
      .returning();
    if (removed.length === 0) return false;
    await writePositions(tx, await chosenIds(tx));
    await audit(tx, {
      action: "home.featured.remove",
      entity: "event",
      entityId: eventId,
      actorStaffId: actor.staffId,
      ip: actor.ip,
    });
    return true;
  });
}
