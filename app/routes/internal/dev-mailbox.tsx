import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { DateTime } from "~/components/ui/date-time";
import { config } from "~/config.server";
import { outboxReaderLevel, splitLinks } from "~/domain/mail/dev-mailbox";
import { listRecentMails } from "~/domain/mail/outbox.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/dev-mailbox";

/** The outbox without SMTP_URL: any staff on the development server, administrators in production. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const level = outboxReaderLevel(config());
  if (level === null) throw data(null, { status: 404 });
  if (level === "admin") requireStaff(context, url, "admin");
  return { mails: await listRecentMails(database(context), 50) };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t("pages.internal-dev-mailbox.title")} lead={t("pages.internal-dev-mailbox.lead")} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {loaderData.mails.length === 0 ? (
          <p className="rounded-lg border border-border bg-surface p-4 text-muted">{t("mailbox.empty")}</p>
        ) : (
          <ol className="space-y-4">
            {loaderData.mails.map((mail) => (
              <li key={mail.id}>
                <article
                  className="rounded-lg border border-border bg-surface p-4"
                  aria-labelledby={`mail-${mail.id}`}
                >
                  <h2 id={`mail-${mail.id}`} className="text-lg font-semibold">
                    {mail.subject}
                  </h2>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="text-muted">{t("mailbox.to")}</dt>
                    <dd className="break-all">{mail.to}</dd>
                    <dt className="text-muted">{t("mailbox.status")}</dt>
                    <dd>{t(`mailbox.statuses.${mail.status}`)}</dd>
                    <dt className="text-muted">{t("mailbox.createdAt")}</dt>
                    <dd>
                      <DateTime value={mail.createdAt} locale={locale} />
                    </dd>
                    <dt className="text-muted">{t("mailbox.attempts")}</dt>
                    <dd>{mail.attempts}</dd>
                  </dl>
                  <MailText text={mail.text} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/** The text part, with its addresses as real links (the HTML part is never injected into the page). */
function MailText({ text }: { text: string }) {
  return (
    <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words border-border border-t pt-3 font-sans text-sm">
      {splitLinks(text).map((part, index) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part.value} className="break-all text-accent underline">
            {part.value}
          </a>
        ) : (
          part.value
        ),
      )}
    </pre>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "internal-dev-mailbox"),
  { name: "robots", content: "noindex" },
];
