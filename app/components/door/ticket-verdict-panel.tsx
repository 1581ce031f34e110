import { Button } from "~/components/ui/button";
import type { TicketVerdict } from "~/db/schema";
import type { TicketAnswer } from "~/domain/tickets/check.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { VerdictFrame } from "./verdict-frame";

/** Seconds before the panel clears itself for the next person, by verdict. */
const RESET_SECONDS: Record<TicketVerdict, number> = {
  admitted: 4,
  "already-used": 10,
  cancelled: 10,
  refunded: 10,
  unpaid: 60,
  "other-event": 10,
  unknown: 8,
  conflict: 10,
};

const TONES = {
  admitted: "ok",
  "already-used": "refused",
  cancelled: "refused",
  refunded: "refused",
  unpaid: "attention",
  "other-event": "refused",
  unknown: "unknown",
  conflict: "refused",
} as const;

/**
 * The ticket check's answer in one glance (spec §2): the verdict, then buyer, event title and
 * start, type, status, price, purchase date and order; "take payment and admit" for a ticket paid
 * at the door.
 */
export function TicketVerdictPanel({
  answer,
  paying,
  payError,
  note,
  canPay = true,
  onPay,
  onReset,
}: {
  answer: TicketAnswer & { scannedAt: string };
  paying: boolean;
  payError?: string;
  /** A line under the verdict (offline: which copy it was checked on). */
  note?: string;
  /** False offline: taking payment needs the server. */
  canPay?: boolean;
  onPay: (ticketId: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { verdict, ticket } = answer;
  const when = (iso: string) => formatRome(new Date(iso), locale, "dateTime");
  const detail = t(`ticketcheck.detail.${verdict}`, {
    time: answer.usedAt ? formatRome(new Date(answer.usedAt), locale, "time") : "",
    operator: answer.usedBy ?? "—",
    price: ticket ? formatPrice(ticket.priceCents, locale) : "",
    event: ticket ? `${ticket.eventTitle} (${when(ticket.eventStartsAt)})` : "",
    code: answer.code || "—",
  });

  return (
    <VerdictFrame
      testId="ticket-verdict"
      verdict={verdict}
      tone={TONES[verdict]}
      title={t(`ticketcheck.verdict.${verdict}`)}
      detail={detail}
      note={note}
      seconds={RESET_SECONDS[verdict]}
      answerKey={`${verdict}|${answer.scannedAt}`}
      busy={paying}
      error={payError}
      onReset={onReset}
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
          <dd className="text-xl font-bold">{ticket.buyerName}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.event")}</dt>
          <dd>{ticket.eventTitle}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.starts")}</dt>
          <dd>{when(ticket.eventStartsAt)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.type")}</dt>
          <dd>{t(`tickets.types.${ticket.type}`)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.state")}</dt>
          <dd>{t(`tickets.states.${ticket.state}`)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.price")}</dt>
          <dd>{formatPrice(ticket.priceCents, locale)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.purchased")}</dt>
          <dd>{when(ticket.purchasedAt)}</dd>
          <dt className="text-muted">{t("ticketcheck.fields.order")}</dt>
          <dd className="font-mono text-sm break-all">{ticket.orderId}</dd>
        </dl>
      )}
    </VerdictFrame>
  );
}
