import { useTranslation } from "~/i18n/use-translation";
import { SITE } from "~/site";
import { AppNavLink } from "../ui/app-link";
import { publicEntriesFor } from "./public-nav";

type ItemClass = (state: { isActive: boolean }) => string;

/** The public navigation (spec §2) as a labelled list: the bar on wide screens, the burger menu below. */
export function PublicNavList({
  signedIn,
  withProfile = true,
  itemClass,
  className,
  listClassName,
  onNavigate,
}: {
  signedIn: boolean;
  /** The burger menu shows "Profile" in its account part already. */
  withProfile?: boolean;
  itemClass: ItemClass;
  className?: string;
  listClassName?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.label")} className={className}>
      <ul className={listClassName}>
        {publicEntriesFor(signedIn, withProfile).map((entry) => (
          <li key={entry.key}>
            <AppNavLink to={entry.to} end={entry.end} onClick={onNavigate} className={itemClass}>
              {t(entry.labelKey)}
            </AppNavLink>
          </li>
        ))}
        <li>
          <a
            href={SITE.exhibitUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClass({ isActive: false })}
          >
            {t("nav.exhibit")}
            <span className="sr-only"> {t("nav.newTab")}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
