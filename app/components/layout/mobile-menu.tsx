import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { SITE } from "~/site";
import { AppNavLink } from "../ui/app-link";
import { LogoutButton } from "./logout-button";
import { PUBLIC_NAV } from "./public-nav";
import { useViewer } from "./use-viewer";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-md px-3 text-lg hover:bg-bg ${isActive ? "font-semibold" : ""}`;

/** The burger menu below 960px (spec §2): first name, profile, manage account and logout, then the entries. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useViewer();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface nav:hidden"
        data-testid="burger"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t("nav.openMenu")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-in" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col gap-4 overflow-y-auto bg-surface p-4 text-fg shadow-xl transition-transform duration-300"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">{t("brand.short")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md hover:bg-bg">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{t("nav.closeMenu")}</span>
            </Dialog.Close>
          </div>
          {user && (
            <div className="border-b border-border pb-3">
              <p className="px-3 font-semibold" data-testid="mobile-user-name">
                {user.firstName}
              </p>
              <ul>
                <li>
                  <AppNavLink to="/u" end onClick={close} className={itemClass}>
                    {t("nav.profile")}
                  </AppNavLink>
                </li>
                <li>
                  <AppNavLink to="/u/manage" onClick={close} className={itemClass}>
                    {t("nav.manage")}
                  </AppNavLink>
                </li>
                <li>
                  <LogoutButton context="public" className="text-lg" />
                </li>
              </ul>
            </div>
          )}
          <nav aria-label={t("nav.label")}>
            <ul>
              {PUBLIC_NAV.filter((entry) => !("signedIn" in entry) || user).map((entry) => (
                <li key={entry.key}>
                  <AppNavLink to={entry.to} end={entry.end} onClick={close} className={itemClass}>
                    {entry.key === "profile" && !user ? t("nav.signIn") : t(`nav.${entry.key}`)}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
