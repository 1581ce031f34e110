import { FeaturedEvents } from "~/components/events/featured-events";
import { AboutSection } from "~/components/home/about-section";
import { AnnouncementList } from "~/components/home/announcement-list";
import { HomeHero } from "~/components/home/home-hero";
import { FeaturedNews } from "~/components/news/featured-news";
import { PetitionBlock } from "~/components/petition/petition-block";
import { renderMarkdown } from "~/components/ui/markdown.server";
import { now } from "~/domain/clock.server";
import { homePage } from "~/domain/home/home-page.server";
import { featuredNews } from "~/domain/news/news.server";
import { confirmedSignatureCount } from "~/domain/petition/signatures.server";
import { localeFromPath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const db = database(context);
  const at = now();
  const [{ paragraph, ...page }, news, petitionCount] = await Promise.all([
    homePage(db, at, localeFromPath(url.pathname)),
    featuredNews(db, at),
    confirmedSignatureCount(db),
  ]);
  return {
    ...page,
    news,
    petitionCount,
    paragraphHtml: renderMarkdown({ text: paragraph, top: 3, testId: "home-paragraph" }),
  };
}

/**
 * The centre's front door: hero with announcements, featured events, featured news, the petition
 * and the paragraph about the centre, one section after another.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { announcements, featured, news, petitionCount, paragraphHtml } = loaderData;
  const aside = announcements.length ? <AnnouncementList announcements={announcements} /> : undefined;
  return (
    <div className="flex flex-col gap-12">
      <HomeHero aside={aside} />
      <FeaturedEvents events={featured} />
      <FeaturedNews items={news} />
      <PetitionBlock initialCount={petitionCount} />
      <AboutSection html={paragraphHtml} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "home");
