import { EventPicture } from "~/components/events/event-picture";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { InItalianNote, useContentLang } from "~/components/ui/content-lang";
import { MarkdownHtml } from "~/components/ui/markdown-html";
import type { NewsPageData } from "~/domain/news/news.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { NewsBadges } from "./news-badges";
import { NewsDate } from "./news-date";

/** What a reader without access to a members-only body sees instead of it. */
function Teaser({ access, signInHref }: { access: "sign-in" | "membership"; signInHref: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="mt-6 max-w-prose rounded-md border-2 border-border bg-surface p-4"
      data-testid="news-teaser"
    >
      <p>{access === "sign-in" ? t("news.item.teaserSignIn") : t("news.item.teaserMembership")}</p>
      {access === "sign-in" ? (
        <AppLink to={signInHref} className={buttonClass("primary", "mt-3")}>
          {t("news.item.signIn")}
        </AppLink>
      ) : (
        <AppLink to="/u/membership" className={buttonClass("primary", "mt-3")}>
          {t("news.item.membershipLink")}
        </AppLink>
      )}
    </div>
  );
}

/** The page data with the body already rendered to HTML on the server. */
export type NewsViewData = Omit<NewsPageData, "body"> & { bodyHtml: string | null };

export function NewsView({ item }: { item: NewsViewData }) {
  const { t } = useTranslation();
  const langOf = useContentLang();
  const locale = useLocale();
  const signInHref = `/u/login?redirectTo=${encodeURIComponent(new URL(item.url).pathname)}`;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <AppLink to="/news" className="underline underline-offset-2">
        {t("news.item.backToList")}
      </AppLink>
      {!item.isPublic && (
        <p role="status" className="mt-4 rounded-md border border-danger p-3 text-danger">
          {t("news.item.notPublic")}
        </p>
      )}
      {item.isScheduled && (
        <p role="status" className="mt-4 rounded-md border border-danger p-3 text-danger">
          {t("news.item.scheduled")}
        </p>
      )}
      <div className="mt-6">
        <NewsBadges
          category={item.category}
          palette={item.palette}
          featured={false}
          membersOnly={item.membersOnly}
        />
      </div>
      <h1 lang={langOf(item.lang.title)} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
        {item.title}
      </h1>
      <InItalianNote lang={item.lang.title} className="mt-1" />
      <p className="mt-2 text-muted">
        {t("news.published")} <NewsDate value={item.publishedAt} locale={locale} />
      </p>
      <div className="mt-6">
        {item.image ? (
          <EventPicture
            image={item.image}
            alt=""
            sizes="(min-width: 896px) 56rem, 100vw"
            eager
            className="rounded-md"
          />
        ) : (
          <div
            aria-hidden="true"
            className="h-3 rounded-md border border-border"
            style={{ background: item.palette.background }}
          />
        )}
      </div>
      {item.summary && (
        <p lang={langOf(item.lang.summary)} className="mt-6 max-w-prose text-xl font-medium">
          {item.summary}
        </p>
      )}
      {item.access === "full" ? (
        item.bodyHtml && (
          <div lang={langOf(item.lang.body)}>
            <MarkdownHtml html={item.bodyHtml} className="mt-6 max-w-prose" />
          </div>
        )
      ) : (
        <Teaser access={item.access} signInHref={signInHref} />
      )}
    </article>
  );
}
