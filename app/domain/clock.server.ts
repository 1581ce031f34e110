type Holder = { [KEY]?: () => Date };
const KEY = Symbol.for("agora.clock");

/**
 * The current instant for business rules (link validity, sessions). Browser tests replace the clock
 * of their test server through `setClock` to see what users see 16 minutes later; nothing else does.
 * On globalThis: the test harness that sets it runs its own copy of this module next to the server's
 * (docs/decisions/064-one-server-bundle.md).
 */
export function now(): Date {
  return (globalThis as Holder)[KEY]?.() ?? new Date();
}

export function setClock(clock: (() => Date) | undefined): void {
  (globalThis as Holder)[KEY] = clock;
}
