import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { AppLink } from "../ui/app-link";
import { BackButton } from "./back-button";
import { ColourModeSwitch } from "./colour-mode-switch";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { PublicNavList } from "./public-nav-list";
import { useViewer } from "./use-viewer";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-2.5 whitespace-nowrap hover:bg-surface ${isActive ? "font-semibold underline decoration-2 underline-offset-8" : ""}`;

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
        <AppLink to="/" className="hidden shrink-0 text-xl font-bold tracking-tight bar:inline">
          {t("brand.name")}
        </AppLink>
        <span className="truncate font-semibold bar:hidden" data-testid="mobile-title">
          {mobileTitle}
        </span>
        <PublicNavList
          signedIn={Boolean(user)}
          itemClass={linkClass}
          className="ml-2 hidden shrink-0 bar:block"
          listClassName="flex items-center gap-1"
        />
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <LanguageSwitch />
          <ColourModeSwitch />
          {user && (
            <div className="hidden min-w-0 items-center gap-1 bar:flex">
              {/*
               * A long first name is cut with an ellipsis, and gives way first when the bar is
               * short of room; the full name is in the tooltip and for screen readers.
               */}
              <AppLink
                to="/u"
                title={user.firstName}
                className="inline-flex min-h-11 min-w-12 items-center px-2 font-semibold"
                data-testid="user-name"
              >
                <span className="block max-w-36 truncate">{user.firstName}</span>
              </AppLink>
              <LogoutButton context="public" className="shrink-0 whitespace-nowrap" />
            </div>
          )}
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}
