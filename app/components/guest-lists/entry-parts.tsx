import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

/*
 * Pieces of a guest-list entry shared by the list as the server has it and the phone's offline copy.
 */

/** The guests an entry may bring and its notes, on one line. */
export function EntryFacts({ guests, notes }: { guests: number; notes: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm">
      <span className="text-muted">{t("guestLists.list.guests")}:</span>{" "}
      <span className="font-semibold tabular-nums">{guests}</span>
      {notes && (
        <>
          {" · "}
          <span className="text-muted">{t("guestLists.list.notes")}:</span> {notes}
        </>
      )}
    </p>
  );
}

/** "✓ Let in at 21:04 with 2 guests, by Giulia Neri". */
export function ArrivedLine({
  checkIn,
  testId,
}: {
  checkIn: { at: Date | string; guests: number; by: string | null };
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = formatRome(new Date(checkIn.at), locale, "time");
  return (
    <p className="font-semibold" data-testid={testId}>
      <span aria-hidden="true">✓ </span>
      {checkIn.guests > 0
        ? t("guestLists.list.arrived", { count: checkIn.guests, time })
        : t("guestLists.list.arrivedAlone", { time })}
      {checkIn.by && (
        <span className="font-normal text-muted"> {t("guestLists.list.arrivedBy", { by: checkIn.by })}</span>
      )}
    </p>
  );
}

export type ListTotalsValue = { entries: number; people: number; arrived: number };

/** Names on the list, people it lets in, people let in so far. */
export function ListTotals({
  totals,
  testId,
}: {
  totals: ListTotalsValue;
  testId: "total" | "offline-total";
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-3" data-testid={`${testId}s`}>
      {(["entries", "people", "arrived"] as const).map((key) => (
        <div key={key} className="rounded-lg border border-border bg-surface p-3">
          <dt className="text-sm text-muted">{t(`guestLists.totals.${key}`)}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={`${testId}-${key}`}>
            {totals[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
