import { addCalendarDays, fromRomeWallTime, toRomeWallTime } from "~/lib/rome-time";

/**
 * The treasurer's summary's period (ADR 053): from and to, Rome calendar days, both included; this
 * month by default. Read from the page's address (a GET form, so a period can be bookmarked and
 * its CSV linked); messages are i18n keys.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Years a period may name: the register's export's range. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const isRealDate = (value: string) =>
  ISO_DATE.test(value) &&
  Number(value.slice(0, 4)) >= FIRST_YEAR &&
  Number(value.slice(0, 4)) <= LAST_YEAR &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A period of the summary: Rome dates `from`–`to` (included), and the instants `start`–`end` (end excluded). */
export type TreasuryPeriod = { from: string; to: string; start: Date; end: Date };

export type TreasuryPresets = { month: { from: string; to: string }; year: { from: string; to: string } };

/** This month and this year in Rome, on the day of `at`. */
export function treasuryPresets(at: Date): TreasuryPresets {
  const today = toRomeWallTime(at).slice(0, 10);
  const year = today.slice(0, 4);
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonth = addCalendarDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7);
  return {
    month: { from: monthStart, to: addCalendarDays(`${nextMonth}-01`, -1) },
    year: { from: `${year}-01-01`, to: `${year}-12-31` },
  };
}

export function treasuryPeriod(from: string, to: string): TreasuryPeriod {
  return { from, to, start: fromRomeWallTime(from), end: fromRomeWallTime(addCalendarDays(to, 1)) };
}

export type TreasuryQuery =
  | { ok: true; period: TreasuryPeriod }
  | { ok: false; values: { from: string; to: string }; errors: { from?: string[]; to?: string[] } };

/** The period the address asks for: this month when it names none; errors next to each field. */
export function parseTreasuryQuery(params: URLSearchParams, at: Date): TreasuryQuery {
  const presets = treasuryPresets(at);
  const rawFrom = params.get("from");
  const rawTo = params.get("to");
  if (rawFrom === null && rawTo === null) {
    return { ok: true, period: treasuryPeriod(presets.month.from, presets.month.to) };
  }
  const from = (rawFrom ?? "").trim();
  const to = (rawTo ?? "").trim();
  const errors: { from?: string[]; to?: string[] } = {};
  if (!from) errors.from = ["treasury.errors.fromRequired"];
  else if (!isRealDate(from)) errors.from = ["treasury.errors.date"];
  if (!to) errors.to = ["treasury.errors.toRequired"];
  else if (!isRealDate(to)) errors.to = ["treasury.errors.date"];
  else if (!errors.from && to < from) errors.to = ["treasury.errors.order"];
  if (errors.from || errors.to) return { ok: false, values: { from, to }, errors };
  return { ok: true, period: treasuryPeriod(from, to) };
}
