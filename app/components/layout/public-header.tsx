import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../ui/app-link";
import { BackButton } from "./back-button";
import { ColourModeSwitch } from "./colour-mode-switch";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { PublicNavList } from "./public-nav-list";
import { useViewer } from "./use-viewer";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 hover:bg-surface ${isActive ? "font-semibold underline decoration-2 underline-offset-8" : ""}`;

type Props = { transparent: boolean; showBack: boolean; pageName: string; pageTitle: string };

export function PublicHeader({ transparent, showBack, pageName, pageTitle }: Props) {
  const { t } = useTranslation();
  const { user } = useViewer();
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileTitle = menuOpen || pageName === "home" ? t("brand.short") : pageTitle;
  return (
    <header
      data-testid="site-header"
      data-transparent={transparent}
      className={
        transparent
          ? "absolute inset-x-0 top-0 z-30 bg-transparent"
          : "sticky top-0 z-30 border-b border-border bg-surface"
      }
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3">
        {showBack && <BackButton />}
        <AppLink to="/" className="hidden text-xl font-bold tracking-tight nav:inline">
          {t("brand.name")}
        </AppLink>
        <span className="truncate font-semibold nav:hidden" data-testid="mobile-title">
          {mobileTitle}
        </span>
        <PublicNavList
          signedIn={Boolean(user)}
          itemClass={linkClass}
          className="ml-4 hidden nav:block"
          listClassName="flex items-center gap-1"
        />
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          <ColourModeSwitch />
          {user && (
            <div className="hidden items-center gap-1 nav:flex">
              <AppLink
                to="/u"
                className="inline-flex min-h-11 items-center px-2 font-semibold"
                data-testid="user-name"
              >
                {user.firstName}
              </AppLink>
              <LogoutButton context="public" />
            </div>
          )}
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}
