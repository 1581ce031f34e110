/**
 * Staff access levels by name (ADR 011, ADR 067). The database keeps the numbers (the `access_level`
 * column, 0–2, and the API's `accessLevel`); the code compares and requires levels only by name,
 * through this module.
 *
 * - `door`: the door staff (dashboard, card door, members list);
 * - `management`: also memberships, the register, the ticket check, content and events;
 * - `admin`: also staff accounts and the fee schedule.
 */
export const ACCESS_LEVELS = { door: 0, management: 1, admin: 2 } as const;

/** A level's name. */
export type Access = keyof typeof ACCESS_LEVELS;
/** A level as the database stores it. */
export type AccessLevel = (typeof ACCESS_LEVELS)[Access];

/** The stored numbers, lowest first (for schemas that read a level as a number). */
export const ACCESS_LEVEL_NUMBERS = [
  ACCESS_LEVELS.door,
  ACCESS_LEVELS.management,
  ACCESS_LEVELS.admin,
] as const;

const NAMES = Object.keys(ACCESS_LEVELS) as Access[];

/** Whether a staff member with the stored `accessLevel` has at least `needed`. */
export function hasAccess(accessLevel: number, needed: Access): boolean {
  return accessLevel >= ACCESS_LEVELS[needed];
}

/** The name of a stored level; a number outside 0–2 reads as the nearest level. */
export function accessOf(accessLevel: number): Access {
  const index = Math.min(Math.max(Math.trunc(accessLevel), 0), NAMES.length - 1);
  return NAMES[Number.isNaN(index) ? 0 : index] ?? "door";
}

/** The words key of a stored level's name, as the dashboard and the staff page show it. */
export const accessLabelKey = (accessLevel: number) =>
  `dashboard.level${ACCESS_LEVELS[accessOf(accessLevel)]}` as const;

/** Whether `level` is stricter than `than` (a route's check beside its layout's, ADR 067). */
export function isStricter(level: Access, than: Access): boolean {
  return ACCESS_LEVELS[level] > ACCESS_LEVELS[than];
}

/** The stored numbers as a form's field sends them (the staff page's level choice). */
export const ACCESS_LEVEL_FIELD_VALUES = [
  `${ACCESS_LEVELS.door}`,
  `${ACCESS_LEVELS.management}`,
  `${ACCESS_LEVELS.admin}`,
] as const;
