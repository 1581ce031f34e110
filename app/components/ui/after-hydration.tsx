import { type ComponentProps, type RefObject, useLayoutEffect, useRef, useState } from "react";

type AfterHydration<T extends HTMLElement> = {
  /** False on the server and while the browser hydrates its HTML; true from the next render on. */
  ready: boolean;
  /** For the placeholder button rendered while not ready. */
  placeholder: RefObject<HTMLButtonElement | null>;
  /** For the real trigger: it gets the focus if the placeholder had it. */
  trigger: RefObject<T | null>;
};

/**
 * For a menu or dialog whose trigger is a plain button until the page is hydrated: Radix's roots
 * are a dozen components and contexts each, rendered on every request for a closed menu that
 * cannot open without JavaScript anyway (the colour mode, the burger and the cookie preferences
 * were 5-15% of a page's server time). The server and the hydrating browser render the same
 * placeholder; right after hydration, before the browser paints, the real widget replaces it, and
 * a keyboard user who had already reached the placeholder keeps the focus on the real trigger.
 */
export function useAfterHydration<T extends HTMLElement = HTMLButtonElement>(): AfterHydration<T> {
  const [ready, setReady] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const trigger = useRef<T>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    hadFocus.current = placeholder.current !== null && document.activeElement === placeholder.current;
    setReady(true);
  }, []);
  useLayoutEffect(() => {
    if (ready && hadFocus.current) {
      hadFocus.current = false;
      trigger.current?.focus();
    }
  }, [ready]);
  return { ready, placeholder, trigger };
}

/** What Radix renders for a closed menu's or dialog's trigger, without Radix (its `id` aside). */
export function TriggerPlaceholder({
  popup,
  ...props
}: ComponentProps<"button"> & { popup: "menu" | "dialog" }) {
  return <button type="button" aria-haspopup={popup} aria-expanded="false" data-state="closed" {...props} />;
}
