import { Button } from "~/components/ui/button";
import { useContentLang } from "~/components/ui/content-lang";
import { pickText } from "~/domain/content/localized";
import { paidLater } from "~/domain/tickets/paid-later";
import type { TicketAnswer } from "~/domain/tickets/ticket-answer.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { VerdictFrame } from "./verdict-frame";
import { orderNumber, shownTicketVerdict, ticketTone } from "./verdicts";

/**
 * The ticket check's answer in one glance (spec §2): the verdict, then buyer, event title and
 * start, type, status, price, purchase date and order number; "take payment and admit" for a ticket
 * paid at the door. A ticket the signed-in staff member let in already (`staffId`) is "already let in
 * by you", amber: the person in front of them may be the one they just let in.
 */
export function TicketVerdictPanel({
  answer,
  staffId,
  paying,
  payError,
  note,
  notInCopy = false,
  canPay = true,
  onPay,
  onNext,
}: {
  answer: TicketAnswer & { scannedAt: string };
  /** Who is at this phone: online the signed-in staff member, offline the copy's owner. */
  staffId: string | null;
  paying: boolean;
  payError?: string;
  /** A line under the verdict (offline: which copy it was checked on). */
  note?: string;
  /** Offline: the code is not in a copy cut at its cap, so it cannot be called unknown. */
  notInCopy?: boolean;
  /** False offline: taking payment needs the server. */
  canPay?: boolean;
  onPay: (ticketId: string) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useContentLang();
  const { ticket } = answer;
  // The event's title in the page's language where staff wrote it (ADR 057).
  const title = ticket ? pickText(ticket.eventTitle, ticket.eventTitleEn, locale) : null;
  const verdict = shownTicketVerdict(answer, staffId);
  const when = (iso: string) => formatRome(new Date(iso), locale, "dateTime");
  const paid = ticket ? paidLater(ticket) : null;
  const detail = t(`ticketcheck.detail.${verdict}`, {
    time: answer.usedAt ? formatRome(new Date(answer.usedAt), locale, "time") : "",
    operator: answer.usedBy ?? "—",
    price: ticket ? formatPrice(ticket.priceCents, locale) : "",
    event: ticket && title ? `${title.text} (${when(ticket.eventStartsAt)})` : "",
    code: answer.code || "—",
  });

  return (
    <VerdictFrame
      testId="ticket-verdict"
      verdict={verdict}
      tone={ticketTone(verdict, notInCopy)}
      title={t(`ticketcheck.verdict.${verdict}`)}
      detail={detail}
      note={note}
      who={ticket?.buyerName}
      answerKey={`${verdict}|${answer.scannedAt}`}
      error={payError}
      onNext={onNext}
      action={
        verdict === "unpaid" && ticket && canPay ? (
          <Button
            onClick={() => onPay(ticket.id)}
            aria-disabled={paying || undefined}
            data-testid="ticket-pay"
          >
            {paying ? t("ticketcheck.paying") : t("ticketcheck.payAndAdmit")}
          </Button>
        ) : undefined
      }
    >
      {ticket && (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-border bg-surface p-4"
          data-testid="ticket-fields"
        >
          <dt className="text-muted">{t("ticketcheck.fields.buyer")}</dt>
          <dd className="text-xl font-bold break-words">{ticket.buyerName}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.event")}</dt>
          <dd
            className="break-words"
            lang={title ? langOf(title.lang) : undefined}
            data-testid="ticket-event"
          >
            {title?.text}
          </dd>
          <dt className="text-muted">{t("ticketcheck.fields.starts")}</dt>
          <dd>{when(ticket.eventStartsAt)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.type")}</dt>
          <dd>{t(`tickets.types.${ticket.type}`)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.state")}</dt>
          <dd>{t(`tickets.states.${ticket.state}`)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.price")}</dt>
          <dd>{formatPrice(ticket.priceCents, locale)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.purchased")}</dt>
          <dd data-testid="ticket-purchased">{when(ticket.purchasedAt)}</dd>
          {paid && (
            <>
              <dt className="text-muted">{t("ticketcheck.fields.paid")}</dt>
              <dd data-testid="ticket-paid">{when(paid)}</dd>
            </>
          )}
          <dt className="text-muted">{t("ticketcheck.fields.order")}</dt>
          <dd className="font-mono" data-testid="ticket-order">
            {orderNumber(ticket.orderId)}
          </dd>
        </dl>
      )}
    </VerdictFrame>
  );
}
