/** Spec §2 internal navigation; management entries need accessLevel ≥ 1, staff accounts 2. */
export const INTERNAL_NAV = [
  { key: "dashboard", to: "/internal", minLevel: 0 },
  { key: "validate", to: "/internal/validate", minLevel: 0 },
  { key: "list", to: "/internal/list", minLevel: 0 },
  { key: "ticketcheck", to: "/internal/ticketcheck", minLevel: 1 },
  { key: "home", to: "/internal/home", minLevel: 1 },
  { key: "news", to: "/internal/news", minLevel: 1 },
  { key: "events", to: "/internal/events", minLevel: 1 },
  { key: "terms", to: "/internal/terms", minLevel: 1 },
  { key: "export", to: "/internal/export", minLevel: 1 },
  { key: "fees", to: "/internal/fees", minLevel: 1 },
  { key: "treasury", to: "/internal/fees/summary", minLevel: 1 },
  { key: "staff", to: "/internal/staff", minLevel: 2 },
] as const;

/**
 * The camera and the QR decoder's wasm are allowed only on the scanner pages' own documents
 * (Permissions-Policy and CSP, ADR 017 and 023), so links to them load a new document.
 */
export function isScannerPage(to: string): boolean {
  return to === "/internal/validate" || to === "/internal/ticketcheck";
}

export function internalEntriesFor(accessLevel: number) {
  return INTERNAL_NAV.filter((entry) => accessLevel >= entry.minLevel);
}
