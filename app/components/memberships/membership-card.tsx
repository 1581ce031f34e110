import { categoryLabel, stateLabel, typeLabel } from "~/domain/memberships/labels";
import type { OwnCard } from "~/domain/memberships/own.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";

const STATE_TONES = {
  valid: "bg-green-700 text-white dark:bg-green-300 dark:text-green-950",
  requested: "bg-amber-300 text-amber-950",
  expired: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
  voided: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
  rejected: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
} as const;

/**
 * The membership card a member shows at the door: name, code, type, dates, state and the QR code,
 * black on white whatever the colour mode, so a scanner reads it at full brightness.
 */
export function MembershipCard({ card }: { card: OwnCard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (iso: string | null) => (iso ? formatRome(new Date(iso), locale, "date") : "—");
  return (
    <article
      aria-labelledby="card-heading"
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-2xl border-2 border-border bg-surface p-5 shadow-sm"
      data-testid="membership-card"
      data-state={card.state}
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t("membership.card.label")}
          </p>
          <h2 id="card-heading" className="text-2xl font-bold break-words">
            {card.firstName} {card.lastName}
          </h2>
        </div>
        <span className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONES[card.state]}`}>
          {stateLabel(t, card.state)}
        </span>
      </header>
      {card.qrSvg && (
        <figure className="flex flex-col items-center gap-2">
          <div
            role="img"
            aria-label={t("membership.card.qrAlt", { code: card.code })}
            className="w-full max-w-72 rounded-lg bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
            data-testid="membership-qr"
            // Drawn on the server by the qrcode library from the card's token: markup of our own.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-generated SVG of the card token
            dangerouslySetInnerHTML={{ __html: card.qrSvg }}
          />
          <figcaption className="text-center text-sm text-muted">
            {t("membership.card.showAtDoor")} {t("membership.card.brightness")}
          </figcaption>
        </figure>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t("membership.card.code")}</dt>
        <dd className="font-mono text-lg font-semibold tracking-widest" data-testid="membership-code">
          {card.code}
        </dd>
        {card.registerNumber !== null && (
          <>
            <dt className="text-muted">{t("membership.card.number")}</dt>
            <dd data-testid="membership-register-number">{card.registerNumber}</dd>
          </>
        )}
        <dt className="text-muted">{t("membership.card.type")}</dt>
        <dd>{typeLabel(t, card.type)}</dd>
        {card.category && (
          <>
            <dt className="text-muted">{t("membership.card.category")}</dt>
            <dd>{categoryLabel(t, card.category)}</dd>
          </>
        )}
        {card.validFrom && (
          <>
            <dt className="text-muted">{t("membership.card.validFrom")}</dt>
            <dd>{date(card.validFrom)}</dd>
          </>
        )}
        {card.validUntil && (
          <>
            <dt className="text-muted">{t("membership.card.validUntil")}</dt>
            <dd data-testid="membership-valid-until">{date(card.validUntil)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
