import type { TFunction } from "i18next";
import { DateTime } from "~/components/ui/date-time";
import { countryName } from "~/domain/memberships/countries";
import { categoryLabel, typeLabel } from "~/domain/memberships/labels";
import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";

export type CardLogRow = {
  id: string;
  action: string;
  staffName: string | null;
  createdAt: Date | string;
  details: Record<string, unknown>;
};

type Change = { from: unknown; to: unknown };

function valueText(t: TFunction, locale: Locale, field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return t("register.card.none");
  if (typeof value === "boolean") return t(value ? "register.card.log.yes" : "register.card.log.no");
  if (field === "type") return typeLabel(t, value as "events");
  if (field === "category") return categoryLabel(t, String(value)) ?? String(value);
  if (field === "birthCountry") return countryName(String(value), locale);
  if (field === "citizenship") return t(`register.card.citizenships.${value as "italian"}`);
  return String(value);
}

function Changes({ changes }: { changes: Record<string, Change | true> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="mt-1 flex flex-col gap-1 text-sm">
      {Object.entries(changes).map(([field, change]) => {
        const label = t(`register.card.fields.${field}` as "register.card.fields.firstName");
        if (change === true) return <li key={field}>{label}</li>;
        return (
          <li key={field} className="break-words">
            {label}: <del className="text-muted">{valueText(t, locale, field, change.from)}</del>{" "}
            <span aria-hidden="true">→</span>{" "}
            <ins className="no-underline">{valueText(t, locale, field, change.to)}</ins>
          </li>
        );
      })}
    </ul>
  );
}

function Details({ entry }: { entry: CardLogRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { details } = entry;
  // A reactivation says which void it lifted, and its own note; earlier entries also kept the void's
  // reason, which belongs to the void's entry and is not repeated.
  if (entry.action === "unvoided")
    return (
      <>
        {typeof details.voidedAt === "string" && (
          <p className="text-sm">
            {t("register.card.log.liftsVoid", {
              date: formatRome(new Date(details.voidedAt), locale, "date"),
            })}
          </p>
        )}
        {typeof details.note === "string" && (
          <p className="text-sm whitespace-pre-line">{t("register.card.log.note", { note: details.note })}</p>
        )}
      </>
    );
  if (typeof details.reason === "string")
    return (
      <p className="text-sm whitespace-pre-line">
        {t("register.card.log.reason", { reason: details.reason })}
      </p>
    );
  if (entry.action === "validated" && typeof details.validUntil === "string") {
    const fee = details.fee as
      | { amountCents: number; method: "cash"; receipt: string | null; waivedReason?: string }
      | undefined;
    return (
      <>
        <p className="text-sm">
          {t("register.card.log.validUntil", {
            date: formatRome(new Date(details.validUntil), locale, "date"),
          })}
        </p>
        {fee && (
          <p className="text-sm">
            {t(fee.receipt ? "fees.card.log" : "fees.card.logWaived", {
              amount: formatPrice(fee.amountCents, locale),
              method: t(`fees.methods.${fee.method}`),
              receipt: fee.receipt ?? "",
              reason: fee.waivedReason ?? "",
            })}
          </p>
        )}
      </>
    );
  }
  if (entry.action === "updated" && details.changes && typeof details.changes === "object")
    return <Changes changes={details.changes as Record<string, Change | true>} />;
  if (entry.action === "data_viewed" && details.via === "receipt")
    return <p className="text-sm">{t("register.card.log.viaReceipt")}</p>;
  if (entry.action === "requested" && details.fiscalCodeConfirmed === true)
    return <p className="text-sm text-danger">{t("register.card.log.applicantConfirmed")}</p>;
  return null;
}

/** Every change of the card, newest first: what, when, by whom, and the reason or the edited fields. */
export function CardLog({ entries }: { entries: CardLogRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = (entry: CardLogRow) => {
    if (entry.staffName) return t("register.card.log.by", { name: entry.staffName });
    return entry.action === "requested" ? t("register.card.log.applicant") : t("register.card.formerStaff");
  };
  return (
    <section aria-labelledby="card-log" className="flex flex-col gap-3">
      <h2 id="card-log" className="text-xl font-bold">
        {t("register.card.log.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">{t("register.card.log.empty")}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3" data-testid="card-log-entry">
              <p>
                <strong>
                  {t(`register.card.log.actions.${entry.action}` as "register.card.log.actions.requested", {
                    defaultValue: entry.action,
                  })}
                </strong>{" "}
                <span className="text-muted">{actor(entry)}</span>
              </p>
              <p className="text-sm text-muted">
                <DateTime value={entry.createdAt} locale={locale} />
              </p>
              <Details entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
