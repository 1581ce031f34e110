import { LinkedSection } from "~/components/layout/linked-section";
import type { NewsCardData } from "~/domain/news/news.server";
import { useTranslation } from "~/i18n/use-translation";
import { NewsCard } from "./news-card";

/** The home page's news: the items `featuredNews()` returns, and a link to all of them. */
export function FeaturedNews({ items }: { items: NewsCardData[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <LinkedSection
      id="featured-news-heading"
      title={t("news.block.heading")}
      to="/news"
      linkLabel={t("news.block.all")}
    >
      <ul className="grid gap-4 md:grid-cols-3" data-testid="featured-news">
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} heading="h3" />
          </li>
        ))}
      </ul>
    </LinkedSection>
  );
}
