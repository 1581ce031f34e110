import { association } from "~/content/legal/association";
import { categoryLabel, typeLabel } from "~/domain/memberships/labels";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";

export type ReceiptData = {
  number: string;
  firstName: string;
  lastName: string;
  fiscalCode: string | null;
  foreignIdNumber: string | null;
  address: string;
  registerNumber: number | null;
  code: string;
  type: "events" | "courses";
  category: string | null;
  validFrom: Date | string | null;
  validUntil: Date | string | null;
  amountCents: number;
  method: "cash" | "card" | "online" | "waived";
  takenAt: Date | string;
  takenByFirstName: string | null;
  takenByLastName: string | null;
};

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd data-testid={testId} className="break-words">
        {children}
      </dd>
    </>
  );
}

/**
 * The ricevuta per quota associativa (ADR 050) as it prints on one A4 sheet: the association's
 * details, the member, the register number, the card, the amount, how it was paid, the date and
 * the receipt's number "N/YYYY".
 */
export function ReceiptSheet({ receipt }: { receipt: ReceiptData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const details = association(locale);
  const date = (value: Date | string) => formatRome(new Date(value), locale, "date");
  const takenBy = [receipt.takenByFirstName, receipt.takenByLastName].filter(Boolean).join(" ");
  return (
    <article
      aria-labelledby="receipt-title"
      className="flex flex-col gap-6 rounded-md border border-border bg-surface p-6 print:border-0 print:p-0"
      data-testid="receipt"
    >
      <header className="flex flex-col gap-1 border-b border-border pb-4">
        <p className="text-lg font-bold">{details.name}</p>
        <p>
          {t("fees.receipt.taxCode")}: {details.taxCode}
        </p>
        <p>
          {t("fees.receipt.office")}: {details.registeredOffice}
        </p>
        <p>
          {t("fees.receipt.runts")}: {details.runts}
        </p>
      </header>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="receipt-title" className="text-2xl font-bold">
          {t("fees.receipt.heading")}
        </h1>
        <p className="text-xl font-bold" data-testid="receipt-number">
          {t("fees.receipt.number", { number: receipt.number })}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
        <Row label={t("fees.receipt.received")} testId="receipt-member">
          {receipt.firstName} {receipt.lastName}
        </Row>
        {receipt.fiscalCode && (
          <Row label={t("fees.receipt.fiscalCode")}>
            <span className="font-mono">{receipt.fiscalCode}</span>
          </Row>
        )}
        {!receipt.fiscalCode && receipt.foreignIdNumber && (
          <Row label={t("fees.receipt.foreignId")}>{receipt.foreignIdNumber}</Row>
        )}
        <Row label={t("fees.receipt.address")}>{receipt.address}</Row>
        {receipt.registerNumber && (
          <Row label={t("fees.receipt.registerNumber")} testId="receipt-register-number">
            {receipt.registerNumber}
          </Row>
        )}
        <Row label={t("fees.receipt.membership")}>
          {typeLabel(t, receipt.type)}
          {receipt.category ? ` · ${categoryLabel(t, receipt.category)}` : ""}
        </Row>
        <Row label={t("fees.receipt.cardCode")}>
          <span className="font-mono">{receipt.code}</span>
        </Row>
        {receipt.validFrom && receipt.validUntil && (
          <Row label={t("fees.receipt.validity")}>
            {t("fees.receipt.validityRange", {
              from: date(receipt.validFrom),
              until: date(receipt.validUntil),
            })}
          </Row>
        )}
        <Row label={t("fees.receipt.amount")} testId="receipt-amount">
          <strong>{formatPrice(receipt.amountCents, locale)}</strong>
        </Row>
        <Row label={t("fees.receipt.method")} testId="receipt-method">
          {t(`fees.methods.${receipt.method}`)}
        </Row>
        <Row label={t("fees.receipt.date")}>{date(receipt.takenAt)}</Row>
        {takenBy && <Row label={t("fees.receipt.takenBy")}>{takenBy}</Row>}
      </dl>
      <p>{t("fees.receipt.purpose")}</p>
      <p className="text-sm text-muted">{t("fees.receipt.note")}</p>
      <div className="mt-8 flex justify-end">
        <p className="w-64 border-t border-fg pt-1 text-center text-sm">{t("fees.receipt.signature")}</p>
      </div>
    </article>
  );
}
