import { formatDateTime } from "~/components/ui/date-time";
import type { Locale } from "~/i18n/locale";
import { formatRome, toRomeWallTime } from "~/lib/rome-time";

/** "Saturday 14 November 2026 at 21:00 – 23:30", the end in full only when it falls on another day. */
export function EventWhen({
  start,
  end,
  locale,
}: {
  start: Date | string;
  end: Date | string;
  locale: Locale;
}) {
  const from = new Date(start);
  const to = new Date(end);
  const sameDay = toRomeWallTime(from).slice(0, 10) === toRomeWallTime(to).slice(0, 10);
  return (
    <>
      <time dateTime={from.toISOString()}>{formatDateTime(from, locale)}</time>
      {" – "}
      <time dateTime={to.toISOString()}>
        {sameDay ? formatRome(to, locale, "time") : formatDateTime(to, locale)}
      </time>
    </>
  );
}
