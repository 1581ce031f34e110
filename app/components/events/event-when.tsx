import { formatDateTime } from "~/components/ui/date-time";
import type { Locale } from "~/i18n/locale";
import { formatRome, toRomeWallTime } from "~/lib/rome-time";

type WhenTexts = { fromIso: string; from: string; toIso: string; to: string };

/** By language and the two instants: a list shows the same coming events to every visitor. */
const texts = new Map<string, WhenTexts>();

function whenTexts(from: Date, to: Date, locale: Locale): WhenTexts {
  const key = `${locale}|${from.getTime()}|${to.getTime()}`;
  let known = texts.get(key);
  if (known === undefined) {
    const sameDay = toRomeWallTime(from).slice(0, 10) === toRomeWallTime(to).slice(0, 10);
    known = {
      fromIso: from.toISOString(),
      from: formatDateTime(from, locale),
      toIso: to.toISOString(),
      to: sameDay ? formatRome(to, locale, "time") : formatDateTime(to, locale),
    };
    // Worked out after the formats, which throw for an invalid date: nothing invalid is kept.
    if (texts.size >= 10_000) texts.clear();
    texts.set(key, known);
  }
  return known;
}

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
  const when = whenTexts(new Date(start), new Date(end), locale);
  return (
    <>
      <time dateTime={when.fromIso}>{when.from}</time>
      {" – "}
      <time dateTime={when.toIso}>{when.to}</time>
    </>
  );
}
