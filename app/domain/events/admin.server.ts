import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { escapeLike } from "~/db/like";
import { contentTerms, type EventRecord, events, orders, tickets } from "~/db/schema";
import { audit } from "~/domain/audit/audit.server";
import { now } from "~/domain/clock.server";
import { EVENT_TEXT_FIELDS, englishState } from "~/domain/content/localized";
import { formImage } from "~/domain/images/registry.server";
import type { StoredImage } from "~/domain/images/variants";
import { termLabelColumns } from "~/domain/terms/items.server";
import { requireOfferedTerm } from "~/domain/terms/offered.server";
import { fromRomeLocal } from "~/lib/rome-time";
import { type EventFormValue, type EventListQuery, PAGE_SIZE, priceCents } from "./event-form";

/** Staff management of events: the list, create, update and delete, each change audited. */

export async function listEvents(db: Db, query: EventListQuery, now: Date) {
  // An event still running belongs to "upcoming": staff look for it there tonight.
  const conditions: SQL[] = [query.tab === "upcoming" ? gte(events.endsAt, now) : lt(events.endsAt, now)];
  if (query.category) conditions.push(eq(events.typeId, query.category));
  if (query.q) conditions.push(ilike(events.title, `%${escapeLike(query.q)}%`));
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(events).where(where);
  const total = totals?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      summary: events.summary,
      titleEn: events.titleEn,
      summaryEn: events.summaryEn,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      category: termLabelColumns,
      colour: events.colour,
      backgroundColour: events.backgroundColour,
      isPublic: events.isPublic,
    })
    .from(events)
    .leftJoin(contentTerms, eq(contentTerms.id, events.typeId))
    .where(where)
    .orderBy(query.tab === "upcoming" ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  // The list shows whether each event has its English text, not the texts themselves.
  const listed = rows.map(({ summary, titleEn, summaryEn, ...row }) => ({
    ...row,
    english: englishState({ ...row, summary, titleEn, summaryEn }, EVENT_TEXT_FIELDS),
  }));
  return { rows: listed, total, page, pages };
}

export async function findEvent(db: Db, id: string): Promise<EventRecord | null> {
  const [event] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return event ?? null;
}

/** The form's values as columns: Rome times to instants, euros to cents, blanks to null. */
export function eventColumns(value: EventFormValue, image: StoredImage | null = null) {
  const isPaid = value.isPaid ?? false;
  return {
    title: value.title,
    summary: value.summary ?? "",
    titleEn: value.titleEn || null,
    summaryEn: value.summaryEn || null,
    startsAt: fromRomeLocal(value.startsAt),
    endsAt: fromRomeLocal(value.endsAt),
    typeId: value.category ?? null,
    colour: value.colour,
    backgroundColour: value.backgroundColour,
    link: value.link ?? null,
    // The size comes from the upload registry: the form's copy is only a convenience.
    imageKey: image?.key ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
    isPublic: value.isPublic ?? false,
    isPaid,
    priceCents: isPaid ? priceCents(value.price) : 0,
    seats: value.seats === undefined ? null : Number(value.seats),
    isMarket: value.isMarket ?? false,
  };
}

type Columns = ReturnType<typeof eventColumns>;
type Actor = { staffId: string; ip?: string };

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields an update changed, each with its old and new value, for the audit log. */
export function eventDiff(before: EventRecord, after: Columns) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, next] of Object.entries(after)) {
    const previous = comparable(before[field as keyof Columns]);
    if (previous !== comparable(next)) changes[field] = { from: previous, to: comparable(next) };
  }
  return changes;
}

export async function createEvent(db: Db, actor: Actor, value: EventFormValue): Promise<string> {
  return db.transaction(async (tx) => {
    await requireOfferedTerm(tx, "event_type", value.category);
    const columns = eventColumns(value, await formImage(tx, value));
    const [created] = await tx
      .insert(events)
      .values({ ...columns, createdByStaffId: actor.staffId })
      .returning({ id: events.id });
    if (!created) throw new Error("insert returned no row");
    await audit(tx, {
      action: "event.create",
      entity: "event",
      entityId: created.id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { title: columns.title, startsAt: columns.startsAt.toISOString() },
    });
    return created.id;
  });
}

/** Saves the form over an event; "not-found" when it was deleted meanwhile. */
export async function updateEvent(db: Db, actor: Actor, id: string, value: EventFormValue) {
  return db.transaction(async (tx) => {
    const columns = eventColumns(value, await formImage(tx, value));
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!before) return { ok: false as const, reason: "not-found" as const };
    await requireOfferedTerm(tx, "event_type", value.category, before.typeId);
    const changes = eventDiff(before, columns);
    await tx
      .update(events)
      .set({ ...columns, updatedAt: now() })
      .where(eq(events.id, id));
    await audit(tx, {
      action: "event.update",
      entity: "event",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { changes },
    });
    return { ok: true as const, changes, before };
  });
}

/**
 * Deletes an event nobody holds a ticket or an order for. Once tickets exist, the event has to be
 * cancelled instead, so buyers keep their records (and refunds have something to point at).
 */
export async function deleteEvent(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!event) return { ok: false as const, reason: "not-found" as const };
    const [sold] = await tx.select({ n: count() }).from(tickets).where(eq(tickets.eventId, id));
    const [ordered] = await tx.select({ n: count() }).from(orders).where(eq(orders.eventId, id));
    if ((sold?.n ?? 0) > 0 || (ordered?.n ?? 0) > 0)
      return { ok: false as const, reason: "has-tickets" as const };
    await tx.delete(events).where(eq(events.id, id));
    await audit(tx, {
      action: "event.delete",
      entity: "event",
      entityId: id,
      actorStaffId: actor.staffId,
      ip: actor.ip,
      details: { title: event.title, startsAt: event.startsAt.toISOString() },
    });
    return { ok: true as const, event };
  });
}
