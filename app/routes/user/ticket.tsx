import { useEffect } from "react";
import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { useViewer } from "~/components/layout/use-viewer";
import { TicketCard } from "~/components/tickets/ticket-card";
import { AppLink } from "~/components/ui/app-link";
import { Notice } from "~/components/ui/form";
import { ownTicket } from "~/domain/tickets/own.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { keepTicketCopy } from "~/pwa/member-store";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import { requireUser } from "~/routing/viewer.server";
import type { Route } from "./+types/ticket";

/** One of the member's tickets with its QR code; `?bought` after a purchase confirms it. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const ticket = await ownTicket(database(context), user.id, parseId(params.id), locale);
  // Someone else's ticket is as unknown as a missing one.
  if (!ticket) throw data(null, { status: 404 });
  return { ticket, bought: url.searchParams.has("bought") };
}

export default function TicketPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ticket } = loaderData;
  const memberId = useViewer().user?.id;
  // The ticket with its QR stays on this device until its event ends, offline too (ADR 043).
  useEffect(() => {
    if (memberId) void keepTicketCopy(memberId, ticket);
  }, [memberId, ticket]);
  return (
    <>
      <PageHeader title={t("pages.u-ticket.title")} lead={t("pages.u-ticket.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-12">
        {loaderData.bought && <Notice tone="success">{t("tickets.bought")}</Notice>}
        <TicketCard ticket={ticket} />
        <AppLink to="/u" className="mx-auto underline underline-offset-2">
          {t("tickets.allTickets")}
        </AppLink>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-ticket");
