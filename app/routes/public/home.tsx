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
import { pageMeta } from "~/routing/page-meta";
import { publicData } from "~/routing/public-data.server";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  // The same for everyone: members' views read it through the store of public data (ADR 035).
  return publicData(context, `home:${locale}`, async (db) => {
    const at = now();
    const [{ paragraph, ...page }, news, petitionCount] = await Promise.all([
      homePage(db, at, locale),
      featuredNews(db, at, locale),
      confirmedSignatureCount(db),
    ]);
    return {
      ...page,
      news,
      petitionCount,
      paragraphHtml: renderMarkdown({ text: paragraph, top: 3, testId: "home-paragraph" }),
    };
  });
}

/**
 * The centre's front door: a short hero, then what happens next, the news, the petition
 * and the announcements; the paragraph about the centre comes last.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { announcements, featured, news, petitionCount, paragraphHtml } = loaderData;
  return (
    <div className="flex flex-col gap-12">
      <HomeHero />
      <FeaturedEvents events={featured} />
      <FeaturedNews items={news} />
      <PetitionBlock initialCount={petitionCount} />
      {announcements.length > 0 && (
        <div className="mx-auto w-full max-w-6xl px-4">
          <AnnouncementList announcements={announcements} />
        </div>
      )}
      <AboutSection html={paragraphHtml} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "home");
