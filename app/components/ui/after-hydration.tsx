import {
  type ComponentProps,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { EARLY_PRESS_ATTRIBUTE, takeEarlyPress } from "~/shell/early-press";

type AfterHydration = {
  /** False on the server, while the browser hydrates its HTML and until the next task; then true. */
  ready: boolean;
  /** For the placeholder button rendered while not ready (`TriggerPlaceholder`). */
  placeholder: PlaceholderProps;
  /** For the real trigger: it gets the focus if the placeholder had it. */
  trigger: RefObject<HTMLButtonElement | null>;
};

type PlaceholderProps = {
  ref: RefObject<HTMLButtonElement | null>;
  /** Names the placeholder to the head's script that notes a press before the scripts ran. */
  pressKey: string;
  /** Opens the widget (a click while the page hydrates). */
  onOpen: () => void;
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
 * A press that came before the scripts ran at all is noted by the head's script and calls `open`
 * with the swap (app/shell/early-press.ts).
 */
export function useAfterHydration(open: () => void): AfterHydration {
  const [ready, setReady] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // The same on the server and in the hydrating browser.
  const pressKey = useId();
  const openOnPress = useRef(open);
  useLayoutEffect(() => {
    openOnPress.current = open;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      hadFocus.current = placeholder.current !== null && document.activeElement === placeholder.current;
      setReady(true);
      if (takeEarlyPress(pressKey)) openOnPress.current();
    }, 0);
    return () => clearTimeout(timer);
  }, [pressKey]);
  useLayoutEffect(() => {
    if (ready && hadFocus.current) {
      hadFocus.current = false;
      trigger.current?.focus();
    }
  }, [ready]);
  return { ready, placeholder: { ref: placeholder, pressKey, onOpen: open }, trigger };
}

/**
 * What Radix renders for a closed menu's or dialog's trigger, without Radix (its `id` aside, and
 * the key a press before the scripts is noted under).
 * `onOpen` opens the widget: a click that came while the page was hydrating is replayed by React
 * on this button once it is hydrated, and must not be lost in the swap.
 */
export function TriggerPlaceholder({
  popup,
  onOpen,
  pressKey,
  ...props
}: Omit<ComponentProps<"button">, "onClick"> & Omit<PlaceholderProps, "ref"> & { popup: "menu" | "dialog" }) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded="false"
      data-state="closed"
      onClick={onOpen}
      {...{ [EARLY_PRESS_ATTRIBUTE]: pressKey }}
      {...props}
    />
  );
}
