import { type ComponentProps, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";

type AfterHydration = {
  /** False on the server, while the browser hydrates its HTML and until the next task; then true. */
  ready: boolean;
  /** For the placeholder button rendered while not ready. */
  placeholder: RefObject<HTMLButtonElement | null>;
  /** For the real trigger: it gets the focus if the placeholder had it. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * For a menu or dialog whose trigger is a plain button until the page is hydrated: Radix's roots
 * are a dozen components and contexts each, rendered on every request for a closed menu that
 * cannot open without JavaScript anyway (the colour mode, the burger and the cookie preferences
 * were 5-15% of a page's server time). The server and the hydrating browser render the same
 * placeholder; the real widget replaces it a moment after hydration, and a keyboard user who had
 * already reached the placeholder keeps the focus on the real trigger.
 *
 * The swap waits for a timer, not an effect: a click that lands while the page hydrates makes
 * React finish hydrating at once, run the effects of that render, and only then deliver the
 * click. Swapped in an effect, the placeholder would be gone before its click arrived; this way
 * the click reaches it (see `TriggerPlaceholder`'s `onOpen`) and the widget opens as it mounts.
 */
export function useAfterHydration(): AfterHydration {
  const [ready, setReady] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      hadFocus.current = placeholder.current !== null && document.activeElement === placeholder.current;
      setReady(true);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  useLayoutEffect(() => {
    if (ready && hadFocus.current) {
      hadFocus.current = false;
      trigger.current?.focus();
    }
  }, [ready]);
  return { ready, placeholder, trigger };
}

/**
 * What Radix renders for a closed menu's or dialog's trigger, without Radix (its `id` aside).
 * `onOpen` opens the widget: a click that came while the page was hydrating is replayed by React
 * on this button once it is hydrated, and must not be lost in the swap.
 */
export function TriggerPlaceholder({
  popup,
  onOpen,
  ...props
}: Omit<ComponentProps<"button">, "onClick"> & { popup: "menu" | "dialog"; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded="false"
      data-state="closed"
      onClick={onOpen}
      {...props}
    />
  );
}
