import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { TicketVerdict } from "~/db/schema";
import type { TicketAnswer } from "~/domain/tickets/check.server";
import { useLocale } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { doorFeedback } from "./feedback";

/** Seconds before the panel clears itself for the next person, by verdict. */
const RESET_SECONDS: Record<TicketVerdict, number> = {
  admitted: 4,
  "already-used": 10,
  cancelled: 10,
  refunded: 10,
  unpaid: 60,
  "other-event": 10,
  unknown: 8,
};

const RED = "bg-red-700 text-white dark:bg-red-300 dark:text-red-950";
const TONES: Record<TicketVerdict, string> = {
  admitted: "bg-green-700 text-white dark:bg-green-300 dark:text-green-950",
  "already-used": RED,
  cancelled: RED,
  refunded: RED,
  unpaid: "bg-amber-300 text-amber-950",
  "other-event": RED,
  unknown: "bg-stone-700 text-white dark:bg-stone-300 dark:text-stone-950",
};

/**
 * The ticket check's answer in one glance (spec §2): a large verdict, then order, buyer, event start
 * and title, type, status, price and purchase date; "take payment and admit" for a ticket paid at
 * the door. It sounds once per answer and clears itself for the next person.
 */
export function TicketVerdictPanel({
  answer,
  paying,
  payError,
  onPay,
  onReset,
}: {
  answer: TicketAnswer & { scannedAt?: string };
  paying: boolean;
  payError?: string;
  onPay: (ticketId: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { verdict, ticket } = answer;
  const [left, setLeft] = useState(RESET_SECONDS[verdict]);
  const reset = useRef(onReset);
  reset.current = onReset;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer object is a new scan
  useEffect(() => {
    doorFeedback(verdict === "admitted" ? "ok" : verdict === "unpaid" ? "attention" : "refused");
    setLeft(RESET_SECONDS[verdict]);
  }, [answer]);

  useEffect(() => {
    if (paying) return;
    if (left <= 0) {
      reset.current();
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, paying]);

  const when = (iso: string) => formatRome(new Date(iso), locale, "dateTime");
  const detail = t(`ticketcheck.detail.${verdict}`, {
    time: answer.usedAt ? formatRome(new Date(answer.usedAt), locale, "time") : "",
    operator: answer.usedBy ?? "—",
    price: ticket ? formatPrice(ticket.priceCents, locale) : "",
    event: ticket ? `${ticket.eventTitle} (${when(ticket.eventStartsAt)})` : "",
    code: answer.code || "—",
  });

  return (
    <div className="flex flex-col gap-4" data-testid="ticket-verdict" data-verdict={verdict}>
      <div role="alert" className={`flex flex-col gap-2 rounded-xl p-6 ${TONES[verdict]}`}>
        <h3 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t(`ticketcheck.verdict.${verdict}`)}
        </h3>
        <p className="text-lg font-semibold">{detail}</p>
      </div>
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
      {payError && (
        <p role="alert" className="font-semibold text-danger">
          {t(payError)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {verdict === "unpaid" && ticket && (
          <Button
            onClick={() => onPay(ticket.id)}
            aria-disabled={paying || undefined}
            data-testid="ticket-pay"
          >
            {paying ? t("ticketcheck.paying") : t("ticketcheck.payAndAdmit")}
          </Button>
        )}
        <Button variant="secondary" onClick={onReset} data-testid="door-next">
          {t("validate.next")}
        </Button>
        <p className="text-sm text-muted" aria-live="off">
          {t("validate.resetIn", { count: Math.max(left, 0) })}
        </p>
      </div>
    </div>
  );
}
