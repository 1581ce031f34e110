import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppNavLink } from "../ui/app-link";
import { internalEntriesFor } from "./internal-nav";
import { LogoutButton } from "./logout-button";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-md px-3 text-lg hover:bg-bg ${isActive ? "font-semibold" : ""}`;

/** The internal burger: only rendered for signed-in staff, with the entries their level allows. */
export function InternalMenu({ firstName, accessLevel }: { firstName: string; accessLevel: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-bg"
        data-testid="internal-burger"
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
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="internal-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col gap-4 overflow-y-auto bg-surface p-4 text-fg shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">{firstName}</Dialog.Title>
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
          <nav aria-label={t("internalNav.label")}>
            <ul>
              {internalEntriesFor(accessLevel).map((entry) => (
                <li key={entry.key}>
                  <AppNavLink to={entry.to} end onClick={close} className={itemClass}>
                    {t(`internalNav.${entry.key}`)}
                  </AppNavLink>
                </li>
              ))}
              <li>
                <AppNavLink to="/" end onClick={close} className={itemClass}>
                  {t("internalNav.publicSite")}
                </AppNavLink>
              </li>
            </ul>
          </nav>
          <LogoutButton context="internal" className="border-t border-border pt-3 text-lg" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
