import { PageHeader } from "~/components/layout/page-header";
import { NewsDate } from "~/components/news/news-date";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { useContentLang } from "~/components/ui/content-lang";
import { DateOnly } from "~/components/ui/date-time";
import { Notice } from "~/components/ui/form";
import type { Profile } from "~/domain/accounts/read-profile.server";
import { stateLabel } from "~/domain/memberships/labels";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { OwnTicketList } from "./own-ticket-list";
import { ProfileSection } from "./profile-section";

/** The member's page as loaded: no first name for a visitor not signed in. */
export type ProfilePageData = Profile & { firstName: string | null; deleted: boolean };

const STEP_LABELS = {
  open: "membership.card.open",
  request: "account.requestMembership",
  renew: "membership.status.renew",
} as const;

/** The member's own page (`/u`), or the way in for a visitor not signed in. */
export function ProfilePage({ loaderData }: { loaderData: ProfilePageData }) {
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
        <ProfileSection
          id="tickets-heading"
          title={t("account.ticketsHeading")}
          empty={
            loaderData.tickets.upcoming.length + loaderData.tickets.past.length === 0
              ? t("account.noTickets")
              : undefined
          }
        >
          <OwnTicketList
            title={t("tickets.upcoming")}
            tickets={loaderData.tickets.upcoming}
            testId="tickets-upcoming"
          />
          <OwnTicketList title={t("tickets.past")} tickets={loaderData.tickets.past} testId="tickets-past" />
        </ProfileSection>
        <ProfileSection
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
        </ProfileSection>
        {/* The news staff marked for members; each opens its page, where the body needs a valid card. */}
        <ProfileSection
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
        </ProfileSection>
      </div>
    </>
  );
}
