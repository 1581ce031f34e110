/**
 * A press on a menu's or a dialog's button before the page's scripts have run. The page is drawn
 * before its scripts (ADR 071), and until they run the burger, the colour mode and the
 * cookie preferences are placeholder buttons that cannot open anything; on a slow phone a tap
 * there did nothing. This script, in the head, notes the last such press on the `<html>` element;
 * once the scripts have run, the widget whose placeholder was pressed opens (`takeEarlyPress`).
 * A press while the page hydrates is React's own to deliver (`TriggerPlaceholder`'s `onOpen`).
 */
export const EARLY_PRESS_ATTRIBUTE = "data-early-press";

export const EARLY_PRESS_SCRIPT = `addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("[${EARLY_PRESS_ATTRIBUTE}]");if(t)document.documentElement.setAttribute("${EARLY_PRESS_ATTRIBUTE}",t.getAttribute("${EARLY_PRESS_ATTRIBUTE}"))},true)`;

/** Whether the placeholder `key` was the last pressed before the scripts ran; the press is used up. */
export function takeEarlyPress(key: string, root: HTMLElement = document.documentElement): boolean {
  if (root.getAttribute(EARLY_PRESS_ATTRIBUTE) !== key) return false;
  root.removeAttribute(EARLY_PRESS_ATTRIBUTE);
  return true;
}
