/**
 * Ordering and visibility rules of the home page lists (announcements, featured events), kept
 * free of the database so that they are unit-tested on their own.
 */

export type Direction = "up" | "down";

/**
 * The ids in their new order after moving `id` one place up or down. Moving past either end, or
 * an unknown id, leaves the order as it is: a double click must never scramble the list.
 */
export function moveId(ids: readonly string[], id: string, direction: Direction): string[] {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Positions 0…n-1 in list order: after any change the stored positions have no gaps or ties. */
export function positionsOf(ids: readonly string[]): { id: string; position: number }[] {
  return ids.map((id, position) => ({ id, position }));
}

export type ActiveWindow = { activeFrom: Date | null; activeUntil: Date | null };

/** Shown from `activeFrom` (inclusive) until `activeUntil` (exclusive); a missing end is open. */
export function isActive(window: ActiveWindow, now: Date): boolean {
  if (window.activeFrom && now < window.activeFrom) return false;
  if (window.activeUntil && now >= window.activeUntil) return false;
  return true;
}

export type ActivityState = "always" | "scheduled" | "active" | "ended";

/** What staff see next to an announcement: why it is (or is not) on the home page right now. */
export function activityState(window: ActiveWindow, now: Date): ActivityState {
  if (!window.activeFrom && !window.activeUntil) return "always";
  if (window.activeFrom && now < window.activeFrom) return "scheduled";
  return isActive(window, now) ? "active" : "ended";
}
