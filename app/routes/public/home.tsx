import { FeaturedEvents } from "~/components/events/featured-events";
import { AboutSection } from "~/components/home/about-section";
import { AnnouncementList } from "~/components/home/announcement-list";
import { HomeHero } from "~/components/home/home-hero";
import { renderHomeMarkdown } from "~/components/home/home-markdown.server";
import { getDb } from "~/db/client.server";
import { now } from "~/domain/clock.server";
import { homePage } from "~/domain/home/home-page.server";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/home";

export async function loader({ url }: Route.LoaderArgs) {
  const { paragraph, ...page } = await homePage(getDb(), now(), localeFromPath(url.pathname));
  return { ...page, paragraphHtml: renderHomeMarkdown(paragraph) };
}

/**
 * The centre's front door. The sections follow one another in a column: the featured news and the
 * petition blocks take their place right after the featured events.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { announcements, featured, paragraphHtml } = loaderData;
  const aside = announcements.length ? <AnnouncementList announcements={announcements} /> : undefined;
  return (
    <div className="flex flex-col gap-12">
      <HomeHero aside={aside} />
      <FeaturedEvents events={featured} />
      <AboutSection html={paragraphHtml} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "home");
