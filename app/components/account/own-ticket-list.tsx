import { AppLink } from "~/components/ui/app-link";
import { useContentLang } from "~/components/ui/content-lang";
import { DateOnly } from "~/components/ui/date-time";
import type { OwnTicket } from "~/domain/tickets/own.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

/** A group of the member's tickets, each linking to its page with the QR code. */
export function OwnTicketList({
  title,
  tickets,
  testId,
}: {
  title: string;
  tickets: Omit<OwnTicket, "qrSvg">[];
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useContentLang();
  if (tickets.length === 0) return null;
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <ul className="mt-1 flex flex-col gap-2" data-testid={testId}>
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <AppLink
              to={`/u/ticket/${ticket.id}`}
              lang={langOf(ticket.eventTitleLang)}
              className="font-semibold underline underline-offset-2"
            >
              {ticket.eventTitle}
            </AppLink>
            <p className="text-sm text-muted">
              <DateOnly value={ticket.eventStartsAt} locale={locale} /> ·{" "}
              {t(`tickets.states.${ticket.state}`)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
