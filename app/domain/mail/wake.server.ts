const WAKE_KEY = Symbol.for("agora.outbox.wake");
type WakeHolder = { [WAKE_KEY]?: () => void };

/**
 * Asks the job runner to process the outbox now, e.g. right after committing a registration, so the
 * mail leaves in about a second instead of at the next poll. A no-op where no runner is active.
 * The hook lives on globalThis because the server entry and the built app bundle each load their
 * own copy of this module in the same process.
 */
export function wakeOutbox(): void {
  (globalThis as WakeHolder)[WAKE_KEY]?.();
}

/** Installs the runner's wake-up hook; the returned function removes it again. */
export function registerOutboxWaker(wake: () => void): () => void {
  const holder = globalThis as WakeHolder;
  holder[WAKE_KEY] = wake;
  return () => {
    if (holder[WAKE_KEY] === wake) holder[WAKE_KEY] = undefined;
  };
}
