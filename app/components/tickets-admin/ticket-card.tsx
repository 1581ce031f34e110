import type { ReactNode } from "react";
import { CancelTicketDialog } from "~/components/tickets-admin/cancel-dialog";
import { TicketStateBadge } from "~/components/tickets-admin/ticket-state-badge";
import { DateTime } from "~/components/ui/date-time";
import { formatDoorCode } from "~/domain/door/code";
import type { StaffTicketRow } from "~/domain/tickets/list-event-tickets.server";
import { paidLater } from "~/domain/tickets/paid-later";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import type { Answer } from "./done-notice";

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col ${wide ? "col-span-2" : ""}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One ticket for staff: who, what was paid and how, whether let in, and cancel or refund it. */
export function TicketCard({ row, answer }: { row: StaffTicketRow; answer: Answer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mine = answer?.form === "cancel" && answer.result.initialValue?.ticketId === row.id;
  const price = formatPrice(row.priceCents, locale);
  const paid = paidLater(row);
  const labels = {
    trigger: t(`ticketAdmin.cancel.${row.undo === "refund" ? "refund" : "cancel"}`),
    title: t(`ticketAdmin.cancel.${row.undo === "refund" ? "refundTitle" : "cancelTitle"}`, {
      name: row.holderName,
    }),
    text:
      row.undo === "refund"
        ? t("ticketAdmin.cancel.refundText", { amount: price })
        : [
            t("ticketAdmin.cancel.cancelText"),
            row.paidInCash ? t("ticketAdmin.cancel.cashText", { amount: price }) : "",
          ].join(" "),
    reason: t("ticketAdmin.cancel.reason"),
    cancel: t("ticketAdmin.cancel.keep"),
    confirm: t(`ticketAdmin.cancel.${row.undo === "refund" ? "confirmRefund" : "confirmCancel"}`),
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      data-testid="ticket-row"
      data-ticket-id={row.id}
      data-state={row.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold break-words">{row.holderName}</h3>
        <TicketStateBadge state={row.state} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 lg:grid-cols-4">
        <Fact label={t("ticketAdmin.table.email")} wide>
          {row.email ?? "—"}
        </Fact>
        <Fact label={t("ticketAdmin.table.type")}>{t(`tickets.types.${row.type}`)}</Fact>
        <Fact label={t("ticketAdmin.table.price")}>
          {price}
          {row.paidInCash && <span className="text-muted"> · {t("ticketAdmin.table.cash")}</span>}
        </Fact>
        <Fact label={t("ticketAdmin.table.purchased")}>
          <DateTime value={row.purchasedAt} locale={locale} />
        </Fact>
        {paid && (
          <Fact label={t("ticketAdmin.table.paid")}>
            <DateTime value={paid} locale={locale} />
          </Fact>
        )}
        <Fact label={t("ticketAdmin.table.admitted")}>
          {row.admittedAt ? (
            <DateTime value={row.admittedAt} locale={locale} />
          ) : (
            t("ticketAdmin.table.notAdmitted")
          )}
        </Fact>
        <Fact label={t("ticketAdmin.table.order")} wide>
          <span className="font-mono text-sm break-all">{row.orderId}</span>
        </Fact>
        {row.code && (
          <Fact label={t("ticketAdmin.table.code")} wide>
            <span className="font-mono text-sm tracking-wider break-all">{formatDoorCode(row.code)}</span>
          </Fact>
        )}
      </dl>
      {row.undo && (
        <div className="flex justify-end">
          <CancelTicketDialog
            ticketId={row.id}
            holderName={row.holderName}
            labels={labels}
            lastResult={mine ? answer?.result : undefined}
          />
        </div>
      )}
    </li>
  );
}
