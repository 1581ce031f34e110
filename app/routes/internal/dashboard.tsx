import { DashboardEvents } from "~/components/dashboard/dashboard-events";
import { TicketChart } from "~/components/dashboard/ticket-chart";
import { internalEntriesFor, isScannerPage } from "~/components/layout/internal-nav";
import { PageHeader } from "~/components/layout/page-header";
import { RegisterCounts } from "~/components/register/register-counts";
import { AppLink } from "~/components/ui/app-link";
import { config } from "~/config.server";
import { accessLabelKey, hasAccess } from "~/domain/accounts/access";
import { now } from "~/domain/clock.server";
import { outboxReaderLevel } from "~/domain/mail/dev-mailbox";
import { registerCounts } from "~/domain/memberships/register.server";
import { dashboardEvents, ticketActivity } from "~/domain/tickets/dashboard.server";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/dashboard";

// Every staff member, door staff included: counts only, no personal data (issue 11).
export async function loader({ context }: Route.LoaderArgs) {
  const { firstName, accessLevel } = currentStaff(context);
  const db = database(context);
  const at = now();
  const [counts, events, activity] = await Promise.all([
    registerCounts(db, at),
    dashboardEvents(db, at),
    ticketActivity(db, at),
  ]);
  const outboxLevel = outboxReaderLevel(config());
  // Without SMTP_URL nothing leaves: who may read the outbox finds it here (ADR 059).
  const outbox = outboxLevel !== null && hasAccess(accessLevel, outboxLevel);
  return { firstName, accessLevel, at, counts, events, activity, outbox };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { firstName, accessLevel } = loaderData;
  const level = t(accessLabelKey(accessLevel));
  return (
    <>
      <PageHeader title={t("dashboard.welcome", { name: firstName })} lead={t("dashboard.intro")}>
        <p className="mt-2 text-sm text-muted">{t("dashboard.levelLabel", { level })}</p>
      </PageHeader>
      <DashboardEvents
        events={loaderData.events}
        at={loaderData.at}
        canManage={hasAccess(accessLevel, "management")}
      />
      <TicketChart days={loaderData.activity} />
      <RegisterCounts counts={loaderData.counts} />
      <ul
        className="mx-auto grid max-w-6xl gap-4 px-4 pb-12 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="dashboard-entries"
      >
        {internalEntriesFor(accessLevel)
          .filter((entry) => entry.key !== "dashboard")
          .map((entry) => (
            <li key={entry.key}>
              <AppLink
                to={entry.to}
                reloadDocument={isScannerPage(entry.to)}
                className="flex min-h-24 flex-col justify-center rounded-lg border border-border bg-surface p-4 hover:border-accent"
              >
                <span className="text-lg font-semibold">{t(`internalNav.${entry.key}`)}</span>
                <span className="text-sm text-muted">{t(`pages.internal-${entry.key}.lead`)}</span>
              </AppLink>
            </li>
          ))}
        {loaderData.outbox && (
          <li>
            <AppLink
              to="/internal/outbox"
              className="flex min-h-24 flex-col justify-center rounded-lg border border-border bg-surface p-4 hover:border-accent"
            >
              <span className="text-lg font-semibold">{t("pages.internal-dev-mailbox.title")}</span>
              <span className="text-sm text-muted">{t("pages.internal-dev-mailbox.lead")}</span>
            </AppLink>
          </li>
        )}
        {hasAccess(accessLevel, "management") && (
          <li>
            {/* A download, not a page: the browser fetches it as a file, outside client routing. */}
            <a
              href={localePath(locale, "/internal/petition/export.csv")}
              download
              className="flex min-h-24 flex-col justify-center rounded-lg border border-border bg-surface p-4 hover:border-accent"
            >
              <span className="text-lg font-semibold">{t("petition.exportLink")}</span>
              <span className="text-sm text-muted">{t("petition.exportHint")}</span>
            </a>
          </li>
        )}
      </ul>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal");
