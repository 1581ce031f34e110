import { AppLink } from "~/components/ui/app-link";
import { useContentLang } from "~/components/ui/content-lang";
import { formatDoorCode } from "~/domain/door/code";
import type { OwnTicket, TicketState } from "~/domain/tickets/own.server";
import { paidLater } from "~/domain/tickets/paid-later";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";

export const TICKET_STATE_TONES: Record<TicketState, string> = {
  valid: "bg-green-700 text-white dark:bg-green-300 dark:text-green-950",
  unpaid: "bg-amber-300 text-amber-950",
  cancelled: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
  refunded: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
};

/**
 * A ticket as its holder shows it at the door: the spec §2 fields and the QR code, black on white in
 * both colour modes so a scanner reads it at full brightness.
 */
export function TicketCard({ ticket }: { ticket: OwnTicket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useContentLang();
  const when = (iso: string) => formatRome(new Date(iso), locale, "dateTime");
  const paid = paidLater(ticket);
  return (
    <article
      aria-labelledby="ticket-heading"
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-2xl border-2 border-border bg-surface p-5 shadow-sm"
      data-testid="ticket-card"
      data-state={ticket.state}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{ticket.holderName}</p>
          <h2
            id="ticket-heading"
            lang={langOf(ticket.eventTitleLang)}
            className="text-2xl font-bold break-words"
          >
            {ticket.eventTitle}
          </h2>
        </div>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${TICKET_STATE_TONES[ticket.state]}`}
        >
          {t(`tickets.states.${ticket.state}`)}
        </span>
      </header>
      {ticket.qrSvg ? (
        <figure className="flex flex-col items-center gap-2">
          <div
            role="img"
            aria-label={t("tickets.qrLabel")}
            className="w-full max-w-72 rounded-lg bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
            data-testid="ticket-qr"
            // Drawn on the server by the qrcode library from the ticket's token: markup of our own.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-generated SVG of the ticket token
            dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
          />
          <figcaption className="text-center text-sm text-muted">{t("tickets.show")}</figcaption>
        </figure>
      ) : (
        <p className="text-muted">{t("tickets.noQr")}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t("tickets.fields.starts")}</dt>
        <dd>{when(ticket.eventStartsAt)}</dd>
        <dt className="text-muted">{t("tickets.fields.type")}</dt>
        <dd>{t(`tickets.types.${ticket.type}`)}</dd>
        <dt className="text-muted">{t("tickets.fields.price")}</dt>
        <dd>{formatPrice(ticket.priceCents, locale)}</dd>
        <dt className="text-muted">{t("tickets.fields.purchased")}</dt>
        <dd>{when(ticket.purchasedAt)}</dd>
        {paid && (
          <>
            <dt className="text-muted">{t("tickets.fields.paid")}</dt>
            <dd data-testid="ticket-paid">{when(paid)}</dd>
          </>
        )}
        <dt className="text-muted">{t("tickets.fields.code")}</dt>
        <dd className="font-mono tracking-wider" data-testid="ticket-code">
          {formatDoorCode(ticket.code)}
        </dd>
      </dl>
      <AppLink to={`/event/${ticket.eventId}`} className="underline underline-offset-2">
        {t("tickets.toEvent")}
      </AppLink>
    </article>
  );
}
