/** Spec §2 public navigation entries; `signedIn` marks the ones shown only to signed-in users. */
export const PUBLIC_NAV = [
  { key: "home", to: "/", end: true },
  { key: "profile", to: "/u", end: false },
  { key: "events", to: "/events", end: false },
  { key: "market", to: "/market", end: false, signedIn: true },
  { key: "contribute", to: "/contribute", end: false },
  { key: "where", to: "/where", end: false },
] as const;

export type Viewer = {
  user: { id: string; firstName: string } | null;
  staff: { firstName: string; accessLevel: number } | null;
};

/**
 * The entries a visitor sees; "Profile" reads "Sign in" for anonymous visitors and is left out when
 * `withProfile` is false (a menu that shows it elsewhere).
 */
export function publicEntriesFor(signedIn: boolean, withProfile = true) {
  return PUBLIC_NAV.filter(
    (entry) => (!("signedIn" in entry) || signedIn) && (withProfile || entry.key !== "profile"),
  ).map((entry) => ({
    ...entry,
    labelKey: entry.key === "profile" && !signedIn ? ("nav.signIn" as const) : (`nav.${entry.key}` as const),
  }));
}
