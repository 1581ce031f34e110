import type { DbOrTx } from "~/db/client.server";
import { nightEvents } from "./night-events.server";
import { type NightSheet, nightSheet } from "./night-sheet.server";
import { type NightTotals, nightTotals } from "./night-totals.server";

/** What the night's page shows: the events to choose from, the chosen one's door list and totals. */
export type NightPageData = {
  events: { id: string; title: string; titleEn: string | null; startsAt: Date }[];
  chosen: string | null;
  sheet: NightSheet | null;
  totals: NightTotals | null;
  madeAt: Date;
};

/**
 * The night at the door (ADR 044): the events of the nights around `at`, and for the one asked for
 * (tonight's without `wanted`) the door's paper list and the night's totals. Null when the event
 * asked for is not one of them.
 */
export async function readNightPage(
  db: DbOrTx,
  wanted: string | null,
  at: Date,
): Promise<NightPageData | null> {
  const { events, chosen } = await nightEvents(db, at, wanted);
  if (wanted && chosen?.id !== wanted) return null;
  const [sheet, totals] = chosen
    ? await Promise.all([nightSheet(db, chosen.id, at), nightTotals(db, chosen.id)])
    : [null, null];
  return {
    events: events.map(({ id, title, titleEn, startsAt }) => ({ id, title, titleEn, startsAt })),
    chosen: chosen?.id ?? null,
    sheet,
    totals,
    madeAt: at,
  };
}
