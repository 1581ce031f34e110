import { useTranslation } from "react-i18next";
import { CookiePreferencesButton } from "../consent/cookie-preferences-button";
import { AppNavLink } from "../ui/app-link";
import { Sheet, sheetItemClass } from "../ui/sheet";
import { LogoutButton } from "./logout-button";
import { PublicNavList } from "./public-nav-list";
import { useViewer } from "./use-viewer";

/** The burger menu below 960px (spec §2): first name, profile, manage account and logout, then the entries and the cookie preferences. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useViewer();
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t("brand.short")}
      triggerClassName="nav:hidden"
      triggerTestId="burger"
      contentTestId="mobile-menu"
    >
      {user && (
        <div className="border-b border-border pb-3">
          <p className="px-3 font-semibold" data-testid="mobile-user-name">
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
      <PublicNavList signedIn={Boolean(user)} itemClass={sheetItemClass} onNavigate={close} />
      {/* The footer, with its legal menu, is hidden on phones: the preferences stay reachable here. */}
      <div className="mt-auto border-t border-border pt-3">
        <CookiePreferencesButton
          className={`w-full text-left ${sheetItemClass({ isActive: false })}`}
          testId="mobile-cookie-preferences"
        />
      </div>
    </Sheet>
  );
}
