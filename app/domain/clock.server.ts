let clock: (() => Date) | undefined;

/**
 * The current instant for business rules (link validity, sessions). Tests replace the clock through
 * `setClock` to see what users see 16 minutes later; nothing else does. A plain module variable: a
 * test harness sets the app's own copy of this module, the one the server's routes import
 * (docs/decisions/064-one-server-bundle.md, "How the test harnesses reach the app's modules").
 */
export function now(): Date {
  return clock?.() ?? new Date();
}

export function setClock(next: (() => Date) | undefined): void {
  clock = next;
}
