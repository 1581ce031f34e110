import { PageHeader } from "~/components/layout/page-header";
import { NewsDate } from "~/components/news/news-date";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { useContentLang } from "~/components/ui/content-lang";
import { DateOnly } from "~/components/ui/date-time";
import { Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { stateLabel } from "~/domain/memberships/labels";
import { listUserMemberships } from "~/domain/memberships/memberships.server";
import { nextMembershipStep } from "~/domain/memberships/state";
import { memberAnnouncements } from "~/domain/news/news.server";
import { type OwnTicket, ownTickets } from "~/domain/tickets/own.server";
import { localeFromPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/profile";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user } = viewer(context);
  const none = { upcoming: [], past: [] };
  if (!user)
    return {
      firstName: null,
      memberships: [],
      membershipStep: "request" as const,
      tickets: none,
      announcements: [],
      deleted: url.searchParams.has("deleted"),
    };
  const db = database(context);
  const locale = localeFromPath(url.pathname);
  const [memberships, announcements] = await Promise.all([
    listUserMemberships(db, user.id),
    memberAnnouncements(db, now(), locale),
  ]);
  return {
    firstName: user.firstName,
    memberships,
    // The same rule as /u/membership, which the button opens: newest card first.
    membershipStep: nextMembershipStep(memberships[0]?.state ?? null, {
      validUntil: memberships[0]?.validUntil ?? null,
      now: now(),
    }),
    tickets: await ownTickets(db, user.id, locale),
    announcements: announcements.map(({ id, title, summary, lang, publishedAt }) => ({
      id,
      title,
      summary,
      lang,
      publishedAt,
    })),
    deleted: false,
  };
}

const STEP_LABELS = {
  open: "membership.card.open",
  request: "account.requestMembership",
  renew: "membership.status.renew",
} as const;

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {empty && <p className="mt-2 text-muted">{empty}</p>}
      {children}
    </section>
  );
}

/** A group of the member's tickets, each linking to its page with the QR code. */
function TicketList({
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

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useContentLang();
  if (!loaderData.firstName) {
    return (
      <div className="mx-auto max-w-md">
        <PageHeader title={t("pages.u.title")} lead={t("account.anonymousIntro")} />
        <div className="flex flex-col gap-4 px-4">
          {loaderData.deleted && <Notice>{t("account.deleted")}</Notice>}
          <AppLink to="/u/login" className={buttonClass("primary")}>
            {t("account.loginLink")}
          </AppLink>
          <AppLink to="/u/register" className={buttonClass("secondary")}>
            {t("account.registerLink")}
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <>
      <PageHeader title={t("account.hello", { name: loaderData.firstName })}>
        <AppLink to="/u/manage" className="mt-2 inline-block underline">
          {t("account.manageLink")}
        </AppLink>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 pb-12 md:grid-cols-3">
        <Section
          id="tickets-heading"
          title={t("account.ticketsHeading")}
          empty={
            loaderData.tickets.upcoming.length + loaderData.tickets.past.length === 0
              ? t("account.noTickets")
              : undefined
          }
        >
          <TicketList
            title={t("tickets.upcoming")}
            tickets={loaderData.tickets.upcoming}
            testId="tickets-upcoming"
          />
          <TicketList title={t("tickets.past")} tickets={loaderData.tickets.past} testId="tickets-past" />
        </Section>
        <Section
          id="memberships-heading"
          title={t("account.membershipsHeading")}
          empty={loaderData.memberships.length === 0 ? t("account.noMemberships") : undefined}
        >
          {loaderData.memberships.length > 0 && (
            <ul className="mt-2 flex flex-col gap-2" data-testid="memberships">
              {loaderData.memberships.map((membership) => (
                <li key={membership.id} className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-mono">{membership.code}</span>
                  <span>
                    {membership.state === "valid" && membership.validUntil ? (
                      <>
                        {t("account.validUntil")} <DateOnly value={membership.validUntil} locale={locale} />
                      </>
                    ) : (
                      stateLabel(t, membership.state)
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <AppLink to="/u/membership" className={buttonClass("secondary", "mt-4")}>
            {t(STEP_LABELS[loaderData.membershipStep])}
          </AppLink>
        </Section>
        {/* The news staff marked for members; each opens its page, where the body needs a valid card. */}
        <Section
          id="announcements-heading"
          title={t("account.announcementsHeading")}
          empty={loaderData.announcements.length === 0 ? t("account.noAnnouncements") : undefined}
        >
          {loaderData.announcements.length > 0 && (
            <ul className="mt-2 flex flex-col gap-3" data-testid="member-announcements">
              {loaderData.announcements.map((item) => (
                <li key={item.id}>
                  <AppLink
                    to={`/news/${item.id}`}
                    lang={langOf(item.lang.title)}
                    className="font-semibold underline underline-offset-2"
                  >
                    {item.title}
                  </AppLink>
                  <p className="text-sm text-muted">
                    <NewsDate value={item.publishedAt} locale={locale} />
                  </p>
                  {item.summary && (
                    <p lang={langOf(item.lang.summary)} className="mt-1 text-sm">
                      {item.summary}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u");
