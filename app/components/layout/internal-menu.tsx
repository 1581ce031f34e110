import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { AppNavLink } from "../ui/app-link";
import { Sheet, sheetItemClass } from "../ui/sheet";
import { internalEntriesFor, isScannerPage } from "./internal-nav";
import { LogoutButton } from "./logout-button";

/** The internal burger: only rendered for signed-in staff, with the entries their level allows. */
export function InternalMenu({ firstName, accessLevel }: { firstName: string; accessLevel: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={firstName}
      triggerTestId="internal-burger"
      contentTestId="internal-menu"
    >
      <nav aria-label={t("internalNav.label")}>
        <ul>
          {internalEntriesFor(accessLevel).map((entry) => (
            <li key={entry.key}>
              <AppNavLink
                to={entry.to}
                end
                onClick={close}
                className={sheetItemClass}
                reloadDocument={isScannerPage(entry.to)}
              >
                {t(`internalNav.${entry.key}`)}
              </AppNavLink>
            </li>
          ))}
          <li>
            <AppNavLink to="/" end onClick={close} className={sheetItemClass}>
              {t("internalNav.publicSite")}
            </AppNavLink>
          </li>
        </ul>
      </nav>
      <LogoutButton context="internal" className="border-t border-border pt-3 text-lg" />
    </Sheet>
  );
}
