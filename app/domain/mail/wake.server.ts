let waker: (() => void) | undefined;

/**
 * Asks the job runner to process the outbox now, e.g. right after committing a registration, so the
 * mail leaves in about a second instead of at the next poll. A no-op where no runner is active.
 */
export function wakeOutbox(): void {
  waker?.();
}

/** Installs the runner's wake-up hook; the returned function removes it again. */
export function registerOutboxWaker(wake: () => void): () => void {
  waker = wake;
  return () => {
    if (waker === wake) waker = undefined;
  };
}
