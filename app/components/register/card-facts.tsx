import type { ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import { DateOnly, DateTime } from "~/components/ui/date-time";
import { countryName } from "~/domain/memberships/countries";
import { typeLabel } from "~/domain/memberships/labels";
import type { PersonalData } from "~/domain/memberships/personal-data-view.server";
import type { MembershipState } from "~/domain/memberships/state";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { categoryLabel } from "./labels";
import { StateBadge } from "./state-badge";

type When = Date | string | null;

export type CardFactsData = {
  state: MembershipState;
  validatedBy: string | null;
  voidedBy: string | null;
  rejectedBy: string | null;
  membership: {
    id: string;
    registerNumber: number | null;
    code: string;
    firstName: string;
    lastName: string;
    type: "events" | "courses";
    category: string | null;
    requestedAt: When;
    validatedAt: When;
    /** Differs from the admission for a renewal admitted before the renewed card ended (ADR 051). */
    validFrom?: When;
    validUntil: When;
    /** A request that renews an earlier card of the member (ADR 051). */
    renewal?: boolean;
    voidedAt: When;
    voidReason: string | null;
    rejectedAt: When;
    rejectionReason: string | null;
    /** The fee paid online with the request, and its refund (ADR 054). */
    paidOnline?: { amountCents: number; paidAt: When; refundedAt: When } | null;
  };
};

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-muted sm:text-base">{term}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-surface p-4">
      <h2 className="mb-3 text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The card and the person, as the register records them; the staff who acted, with their reasons.
 * The person's data beyond the name show only when management asked for them (`personal`, a view
 * the card's log records); `canReveal` offers the link that asks (ADR 052).
 */
export function CardFacts({
  card,
  personal,
  canReveal,
}: {
  card: CardFactsData;
  personal: PersonalData | null;
  canReveal: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { membership: m, state } = card;
  const none = t("register.card.none");
  const at = (value: When) => (value ? <DateTime value={value} locale={locale} /> : none);
  const who = (name: string | null) => name ?? t("register.card.formerStaff");
  const dates = (key: string) => t(`register.card.dates.${key}` as "register.card.dates.state");
  const field = (key: string) => t(`register.card.fields.${key}` as "register.card.fields.firstName");
  const cardRows: [string, ReactNode][] = [
    [
      t("register.card.number"),
      <span key="number" className="font-semibold" data-testid="register-number">
        {m.registerNumber ?? none}
      </span>,
    ],
    [
      t("register.card.code"),
      <span key="code" className="font-mono text-lg tracking-widest">
        {m.code}
      </span>,
    ],
    [dates("state"), <StateBadge key="state" state={state} />],
    [field("type"), typeLabel(t, m.type)],
    [field("category"), categoryLabel(t, m.category)],
    [dates("requestedAt"), at(m.requestedAt)],
  ];
  if (m.renewal)
    cardRows.push([
      dates("renewal"),
      <span key="renewal" data-testid="register-renewal">
        {dates("renewalValue")}
      </span>,
    ]);
  if (m.paidOnline) {
    const { amountCents, paidAt, refundedAt } = m.paidOnline;
    const amount = formatPrice(amountCents, locale);
    const when = (value: When) => (value ? formatRome(new Date(value), locale, "date") : "");
    cardRows.push([
      t("fees.online.staffLabel"),
      <span key="online" data-testid="register-paid-online">
        {refundedAt
          ? t("fees.online.staffRefunded", { amount, date: when(refundedAt) })
          : t("fees.online.staffPaidOn", { amount, date: when(paidAt) })}
      </span>,
    ]);
  }
  if (m.validatedAt) {
    cardRows.push([dates("validatedAt"), at(m.validatedAt)], [dates("validatedBy"), who(card.validatedBy)]);
    if (m.renewal && m.validFrom)
      cardRows.push([dates("validFrom"), <DateOnly key="from" value={m.validFrom} locale={locale} />]);
    const until = m.validUntil ? <DateOnly value={m.validUntil} locale={locale} /> : none;
    cardRows.push([dates(state === "expired" ? "expiredAt" : "validUntil"), until]);
  }
  if (m.rejectedAt)
    cardRows.push(
      [dates("rejectedAt"), at(m.rejectedAt)],
      [dates("rejectedBy"), who(card.rejectedBy)],
      [
        dates("rejectionReason"),
        <span key="rejection" className="whitespace-pre-line">
          {m.rejectionReason}
        </span>,
      ],
    );
  if (m.voidedAt)
    cardRows.push(
      [dates("voidedAt"), at(m.voidedAt)],
      [dates("voidedBy"), who(card.voidedBy)],
      [
        dates("voidReason"),
        <span key="void" className="whitespace-pre-line">
          {m.voidReason}
        </span>,
      ],
    );
  const personRows: [string, ReactNode][] = [
    [field("lastName"), m.lastName],
    [field("firstName"), m.firstName],
  ];
  const p = personal;
  if (p)
    personRows.push(
      [field("birthDate"), <DateOnly key="birth" value={`${p.birthDate}T12:00:00Z`} locale={locale} />],
      [field("birthCity"), p.birthCity],
      [field("birthCountry"), countryName(p.birthCountry, locale)],
      [field("citizenship"), t(`register.card.citizenships.${p.citizenship}`)],
      [
        field("fiscalCode"),
        p.fiscalCode ? (
          <span key="fiscal" className="font-mono" data-testid="card-fiscal-code">
            {p.fiscalCode}
          </span>
        ) : (
          none
        ),
      ],
      [field("foreignIdNumber"), p.foreignIdNumber ?? none],
      [field("address"), p.address ?? none],
      [field("email"), p.email ?? none],
    );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t("register.card.membership")}>
        <Facts rows={cardRows} />
      </Section>
      <Section title={t("register.card.person")}>
        <Facts rows={personRows} />
        <PersonalNote id={m.id} shown={personal !== null} canReveal={canReveal} />
      </Section>
    </div>
  );
}

/** What the person section says under the name: the view is recorded, the link that asks, or who may. */
function PersonalNote({ id, shown, canReveal }: { id: string; shown: boolean; canReveal: boolean }) {
  const { t } = useTranslation();
  if (shown)
    return (
      <p className="mt-3 text-sm text-muted" data-testid="personal-recorded">
        {t("register.card.personal.recorded")}
      </p>
    );
  if (!canReveal)
    return (
      <p className="mt-3 text-sm text-muted" data-testid="personal-hidden">
        {t("register.card.personal.hidden")}
      </p>
    );
  return (
    <div className="mt-3 flex flex-col gap-1">
      <AppLink
        to={`/internal/list/${id}?personal`}
        className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
        data-testid="personal-show"
      >
        {t("register.card.personal.show")}
      </AppLink>
      <p className="text-sm text-muted">{t("register.card.personal.showHint")}</p>
    </div>
  );
}
