import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/ui/app-link";
import type { NewsCardData } from "~/domain/news/news.server";
import { NewsCard } from "./news-card";

/** The home page's news: the items `featuredNews()` returns, and a link to all of them. */
export function FeaturedNews({ items }: { items: NewsCardData[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="featured-news-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="featured-news-heading" className="text-2xl font-bold">
          {t("news.block.heading")}
        </h2>
        <AppLink to="/news" className="underline underline-offset-2">
          {t("news.block.all")}
        </AppLink>
      </div>
      <ul className="grid gap-4 md:grid-cols-3" data-testid="featured-news">
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
