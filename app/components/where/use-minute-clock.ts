import { useEffect, useState } from "react";

/**
 * The current instant, starting from the server's (so the first render matches the server's HTML)
 * and moving on at every minute boundary, when opening hours can change.
 */
export function useMinuteClock(serverNow: string): Date {
  const [instant, setInstant] = useState(() => new Date(serverNow));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setInstant(new Date());
          schedule();
        },
        60_000 - (Date.now() % 60_000) + 50,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return instant;
}
