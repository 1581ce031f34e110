/**
 * The network's answer if it comes within `patienceMs`, else `fallback()`'s; `fallback()` too when
 * the network fails first. A late answer is dropped (ADR 043: at the door, a request that neither
 * fails nor answers must not keep a member waiting when their copy is on the device).
 */
export function networkWithin<T>(network: Promise<T>, patienceMs: number, fallback: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (answer: () => T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer());
    };
    timer = setTimeout(() => settle(fallback), patienceMs);
    network.then(
      (response) => settle(() => response),
      () => settle(fallback),
    );
  });
}
