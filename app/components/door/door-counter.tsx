import { useTranslation } from "~/i18n/use-translation";
import type { DoorCounts } from "./local-figures";

/** The event's door in four figures: let in, sold, seats, guests let in from the lists. */
export function DoorCounter({ counts }: { counts: DoorCounts }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="counter-heading" className="rounded-lg border border-border bg-surface p-4">
      <h2 id="counter-heading" className="text-lg font-semibold">
        {t("ticketcheck.counter.heading")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="door-counter">
        {(
          [
            ["admitted", counts.admitted],
            ["sold", counts.sold],
            ["seats", counts.seats ?? t("ticketcheck.counter.unlimited")],
            ["guests", counts.guests],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex flex-col">
            <dt className="text-sm text-muted">{t(`ticketcheck.counter.${key}`)}</dt>
            <dd className="text-3xl font-bold" data-testid={`counter-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
