import type { RefObject } from "react";
import { formatDoorCode } from "~/domain/door/code";
import type { NightSheet } from "~/domain/door/night-sheet.server";
import type { Locale } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";

/*
 * The door's paper list (ADR 044), on screen and on A4: three lists, each with a box to tick by hand
 * on paper. Tables keep their header on every printed page and never split a row.
 */

const CELL = "border-b border-border py-2 pr-3 align-top print:border print:border-black print:p-1";
const HEAD = `${CELL} text-left font-semibold`;
/** A column a phone folds into the name's cell: shown from `sm` up and always on paper. */
const WIDE = "hidden sm:table-cell print:table-cell";

/** ✓ and the time when the person was let in; on paper an empty box to tick, on screen "not yet". */
function Entry({ at, locale }: { at: Date | null; locale: Locale }) {
  const { t } = useTranslation();
  if (at) {
    const time = formatRome(new Date(at), locale, "time");
    return (
      <time dateTime={new Date(at).toISOString()} className="whitespace-nowrap">
        <span className="sr-only">{t("night.sheet.admittedAt", { time })}</span>
        <span aria-hidden="true">✓ {time}</span>
      </time>
    );
  }
  return (
    <>
      <span className="whitespace-nowrap text-muted print:hidden">{t("night.sheet.notAdmitted")}</span>
      <span aria-hidden="true" className="hidden size-4 border border-black print:inline-block" />
    </>
  );
}

function Section({
  id,
  title,
  empty,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  isEmpty: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 print:mt-4 print:gap-1">
      <h3 id={id} className="text-lg font-semibold print:text-base">
        {title}
      </h3>
      {isEmpty ? <p className="text-muted">{empty}</p> : children}
    </section>
  );
}

export function NightSheetView({
  sheet,
  locale,
  cardsRef,
}: {
  sheet: NightSheet;
  locale: Locale;
  /** The cards' disclosure: opened for printing, so paper always has the whole list. */
  cardsRef: RefObject<HTMLDetailsElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8 print:gap-2 print:text-[9pt]">
      <Section
        id="sheet-tickets"
        title={t("night.sheet.tickets.heading", { count: sheet.tickets.length })}
        empty={t("night.sheet.tickets.empty")}
        isEmpty={sheet.tickets.length === 0}
      >
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-sm print:text-[9pt]" data-testid="sheet-tickets">
            <thead>
              <tr>
                <th scope="col" className={`${HEAD} w-0 whitespace-nowrap`}>
                  {t("night.sheet.tickets.admitted")}
                </th>
                <th scope="col" className={HEAD}>
                  {t("night.sheet.tickets.name")}
                </th>
                <th scope="col" className={`${HEAD} ${WIDE}`}>
                  {t("night.sheet.tickets.code")}
                </th>
                <th scope="col" className={`${HEAD} ${WIDE}`}>
                  {t("night.sheet.tickets.type")}
                </th>
                <th scope="col" className={HEAD}>
                  {t("night.sheet.tickets.state")}
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.tickets.map((ticket) => (
                <tr key={ticket.id} className="break-inside-avoid" data-state={ticket.state}>
                  <td className={CELL}>
                    <Entry at={ticket.admittedAt} locale={locale} />
                  </td>
                  <td className={`${CELL} break-words`}>
                    <span className="font-medium">{ticket.holderName}</span>
                    <span className="block text-sm text-muted sm:hidden print:hidden">
                      <span className="font-mono">{formatDoorCode(ticket.code)}</span> ·{" "}
                      {t(`tickets.types.${ticket.type}`)}
                    </span>
                  </td>
                  <td className={`${CELL} ${WIDE} font-mono whitespace-nowrap`}>
                    {formatDoorCode(ticket.code)}
                  </td>
                  <td className={`${CELL} ${WIDE}`}>{t(`tickets.types.${ticket.type}`)}</td>
                  <td className={CELL}>
                    {t(`tickets.states.${ticket.state}`)}
                    {ticket.state === "unpaid" && (
                      <span className="block font-semibold">
                        {t("night.sheet.tickets.toCollect", {
                          price: formatPrice(ticket.priceCents, locale),
                        })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="sheet-guests"
        title={t("night.sheet.guests.heading", { count: sheet.guests.length })}
        empty={t("night.sheet.guests.empty")}
        isEmpty={sheet.guests.length === 0}
      >
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-sm print:text-[9pt]" data-testid="sheet-guests">
            <thead>
              <tr>
                <th scope="col" className={`${HEAD} w-0 whitespace-nowrap`}>
                  {t("night.sheet.guests.admitted")}
                </th>
                <th scope="col" className={HEAD}>
                  {t("night.sheet.guests.name")}
                </th>
                <th scope="col" className={HEAD}>
                  {t("night.sheet.guests.card")}
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  {t("night.sheet.guests.guests")}
                </th>
                <th scope="col" className={`${HEAD} ${WIDE}`}>
                  {t("night.sheet.guests.notes")}
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.guests.map((entry) => (
                <tr key={entry.id} className="break-inside-avoid">
                  <td className={CELL}>
                    <Entry at={entry.checkIn?.at ?? null} locale={locale} />
                  </td>
                  <td className={`${CELL} break-words`}>
                    <span className="font-medium">{entry.name}</span>
                    {entry.notes && (
                      <span className="block text-sm text-muted sm:hidden print:hidden">{entry.notes}</span>
                    )}
                  </td>
                  <td className={`${CELL} font-mono`}>
                    {entry.member?.code ??
                      (entry.hasMembership
                        ? t("night.sheet.guests.hasCard")
                        : t("night.sheet.guests.noCard"))}
                  </td>
                  <td className={`${CELL} text-right tabular-nums`}>{entry.guests}</td>
                  <td className={`${CELL} ${WIDE} break-words`}>{entry.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="sheet-cards"
        title={t("night.sheet.cards.heading", { count: sheet.cards.length })}
        empty={t("night.sheet.cards.empty")}
        isEmpty={sheet.cards.length === 0}
      >
        <p className="text-sm text-muted print:text-[8pt] print:text-black">{t("night.sheet.cards.intro")}</p>
        {!sheet.cardsComplete && (
          <p className="font-semibold">{t("night.sheet.cards.cut", { count: sheet.cards.length })}</p>
        )}
        <details ref={cardsRef} className="group">
          <summary className="min-h-11 cursor-pointer py-2 font-medium underline underline-offset-2 print:hidden">
            {t("night.sheet.cards.show")}
          </summary>
          <ol
            className="columns-1 gap-6 text-sm sm:columns-2 lg:columns-3 print:columns-3 print:gap-4 print:text-[8pt]"
            data-testid="sheet-cards"
          >
            {sheet.cards.map((card) => (
              <li
                key={card.id}
                className="flex break-inside-avoid justify-between gap-2 border-b border-border py-1 print:border-black print:py-0"
              >
                <span className="min-w-0 break-words">
                  <strong>{card.lastName}</strong> {card.firstName}
                </span>
                <span className="font-mono whitespace-nowrap">{formatDoorCode(card.code)}</span>
              </li>
            ))}
          </ol>
        </details>
      </Section>
    </div>
  );
}
