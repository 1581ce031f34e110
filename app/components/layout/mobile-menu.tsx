import { useTranslation } from "~/i18n/use-translation";
import { AppNavLink } from "../ui/app-link";
import { Sheet, sheetItemClass } from "../ui/sheet";
import { LogoutButton } from "./logout-button";
import { PublicNavList } from "./public-nav-list";
import { SiteLinks } from "./site-links";
import { useViewer } from "./use-viewer";

/** The footer's links, smaller and side by side: a secondary part of the menu below the main entries. */
const siteLinkClasses = {
  link: "flex min-h-10 items-center rounded-md px-3 text-sm hover:bg-bg",
  heading: "px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase",
  list: "flex flex-wrap",
};

/**
 * The burger menu below the bar's breakpoint (spec §2): first name, profile, manage account and logout, then the
 * entries (without a second "Profile"), then what the hidden footer holds: legal texts, statutes,
 * social links and the cookie preferences.
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useViewer();
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t("brand.short")}
      triggerClassName="bar:hidden"
      triggerTestId="burger"
      contentTestId="mobile-menu"
    >
      {user && (
        <div className="border-b border-border pb-3">
          <p className="px-3 font-semibold break-words" data-testid="mobile-user-name">
            {user.firstName}
          </p>
          <ul>
            <li>
              <AppNavLink to="/u" end onClick={close} className={sheetItemClass}>
                {t("nav.profile")}
              </AppNavLink>
            </li>
            <li>
              <AppNavLink to="/u/manage" onClick={close} className={sheetItemClass}>
                {t("nav.manage")}
              </AppNavLink>
            </li>
            <li>
              <LogoutButton context="public" className="text-lg" />
            </li>
          </ul>
        </div>
      )}
      <PublicNavList
        signedIn={Boolean(user)}
        withProfile={!user}
        itemClass={sheetItemClass}
        onNavigate={close}
      />
      <div className="mt-auto grid gap-3 border-t border-border pt-3" data-testid="mobile-site-links">
        <SiteLinks classes={siteLinkClasses} cookieTestId="mobile-cookie-preferences" onNavigate={close} />
      </div>
    </Sheet>
  );
}
