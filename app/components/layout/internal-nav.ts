import { type Access, hasAccess } from "~/domain/accounts/access";

/** Spec §2 internal navigation: each entry names the lowest access level that sees it (ADR 011, 067). */
export const INTERNAL_NAV = [
  { key: "dashboard", to: "/internal", access: "door" },
  { key: "validate", to: "/internal/validate", access: "door" },
  { key: "list", to: "/internal/list", access: "door" },
  { key: "ticketcheck", to: "/internal/ticketcheck", access: "management" },
  { key: "home", to: "/internal/home", access: "management" },
  { key: "news", to: "/internal/news", access: "management" },
  { key: "events", to: "/internal/events", access: "management" },
  { key: "terms", to: "/internal/terms", access: "management" },
  { key: "export", to: "/internal/export", access: "management" },
  { key: "fees", to: "/internal/fees", access: "management" },
  { key: "treasury", to: "/internal/fees/summary", access: "management" },
  { key: "staff", to: "/internal/staff", access: "admin" },
] as const satisfies readonly { key: string; to: string; access: Access }[];

/**
 * The camera and the QR decoder's wasm are allowed only on the scanner pages' own documents
 * (Permissions-Policy and CSP, ADR 017 and 023), so links to them load a new document.
 */
export function isScannerPage(to: string): boolean {
  return to === "/internal/validate" || to === "/internal/ticketcheck";
}

export function internalEntriesFor(accessLevel: number) {
  return INTERNAL_NAV.filter((entry) => hasAccess(accessLevel, entry.access));
}
