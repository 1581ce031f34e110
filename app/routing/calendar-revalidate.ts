import type { ShouldRevalidateFunctionArgs } from "react-router";
import { onlyCalendarMoved } from "~/domain/events/calendar-period";

/**
 * `shouldRevalidate` of a page holding the events calendar (/events, /market): moving the calendar
 * changes only `?view=&date=`, which the page's loader ignores, so it is not run again (ADR 008).
 * Forms and any other change of the address revalidate as usual.
 */
export function calendarShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && onlyCalendarMoved(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
