import { AppLink } from "~/components/ui/app-link";
import { useTranslation } from "~/i18n/use-translation";

export type PublicAnnouncement = { id: string; text: string; link: string | null };

function Arrow() {
  return (
    <span aria-hidden="true" className="ml-1 inline-block transition-transform group-hover:translate-x-0.5">
      →
    </span>
  );
}

/** One announcement: its whole text is the link when it has one, so the target is large on a phone. */
function Item({ announcement }: { announcement: PublicAnnouncement }) {
  const { text, link } = announcement;
  const className = "group block rounded-md p-4 underline-offset-4 hover:underline";
  const body = (
    <>
      {text}
      {link && <Arrow />}
    </>
  );
  if (!link) return <p className="p-4">{text}</p>;
  // Site paths follow the page's language; full addresses are left as staff typed them.
  return link.startsWith("/") ? (
    <AppLink to={link} className={className}>
      {body}
    </AppLink>
  ) : (
    <a href={link} className={className}>
      {body}
    </a>
  );
}

/** The announcements of the moment, as staff ordered them; nothing at all when there are none. */
export function AnnouncementList({ announcements }: { announcements: PublicAnnouncement[] }) {
  const { t } = useTranslation();
  if (announcements.length === 0) return null;
  return (
    <section aria-labelledby="announcements-heading" className="w-full">
      <h2 id="announcements-heading" className="mb-3 text-sm font-bold tracking-widest text-accent uppercase">
        {t("home.public.announcements")}
      </h2>
      <ul className="flex flex-col gap-3" data-testid="announcements">
        {announcements.map((announcement) => (
          <li
            key={announcement.id}
            className="rounded-md border border-border border-l-4 border-l-accent bg-surface text-lg font-medium shadow-sm"
          >
            <Item announcement={announcement} />
          </li>
        ))}
      </ul>
    </section>
  );
}
