import { EventPicture } from "~/components/events/event-picture";
import { Poster } from "~/components/events/poster";
import { AppLink } from "~/components/ui/app-link";
import { useContentLang } from "~/components/ui/content-lang";
import type { NewsCardData } from "~/domain/news/news.server";
import { termLabel } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { NewsBadges } from "./news-badges";
import { NewsDate } from "./news-date";

type Props = {
  item: NewsCardData;
  /** h2 on the news page, h3 inside the home page's section. */
  heading: "h2" | "h3";
  /** The first cards are above the fold: their images load at once. */
  eager?: boolean;
};

/** One news item in a grid: picture (or a block in its colours), badges, title link, date, summary. */
export function NewsCard({ item, heading: Heading, eager = false }: Props) {
  const locale = useLocale();
  const langOf = useContentLang();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface">
      {item.image ? (
        <EventPicture
          image={item.image}
          alt=""
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          className="aspect-[3/2] object-cover"
        />
      ) : (
        <Poster
          title={item.title}
          background={item.palette.background}
          text={item.palette.text}
          kicker={termLabel(item.category, locale)}
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <NewsBadges
          category={item.category}
          palette={item.palette}
          featured={item.featured}
          membersOnly={item.membersOnly}
        />
        <Heading className="text-lg font-bold">
          <AppLink
            to={`/news/${item.id}`}
            lang={langOf(item.lang.title)}
            className="underline-offset-2 hover:underline"
          >
            {item.title}
          </AppLink>
        </Heading>
        <p className="text-sm text-muted">
          <NewsDate value={item.publishedAt} locale={locale} />
        </p>
        {item.summary && <p lang={langOf(item.lang.summary)}>{item.summary}</p>}
      </div>
    </article>
  );
}
