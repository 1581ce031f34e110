import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { PwaHost } from "~/components/pwa/pwa-host";
import { useTranslation } from "~/i18n/use-translation";
import { isIosSafari, isStandalone } from "~/pwa/platform";
import { showsBackButton } from "~/routing/route-names";
import { AppLink } from "../ui/app-link";
import { BackButton } from "./back-button";
import { ColourModeSwitch } from "./colour-mode-switch";
import { InternalMenu } from "./internal-menu";
import { LanguageSwitch } from "./language-switch";
import { SkipLink } from "./public-shell";
import { usePage } from "./use-page";
import { useViewer } from "./use-viewer";

/**
 * Spec §2: installed on iOS, the app has no browser back button, so the bar shows one whenever there
 * is a page of the app to go back to (React Router counts the entries in `history.state.idx`).
 */
function useAppModeBack(): boolean {
  const { key } = useLocation();
  const [canGoBack, setCanGoBack] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every navigation (key)
  useEffect(() => {
    const nav = navigator as Navigator & { standalone?: boolean };
    const appMode =
      isIosSafari(nav.userAgent, nav.maxTouchPoints) &&
      isStandalone(nav, window.matchMedia("(display-mode: standalone)").matches);
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    setCanGoBack(appMode && index > 0);
  }, [key]);
  return canGoBack;
}

/**
 * The internal layout: a back navbar with the page title (or `title`, e.g. of an error page), and
 * the burger for signed-in staff.
 */
export function InternalShell({ children, title: forcedTitle }: { children: ReactNode; title?: string }) {
  const { t } = useTranslation();
  const page = usePage();
  const { name } = page;
  const title = forcedTitle ?? page.title;
  const { staff } = useViewer();
  const appModeBack = useAppModeBack();
  return (
    <>
      <SkipLink />
      <header
        className="sticky top-0 z-30 border-b border-border bg-surface print:hidden"
        data-testid="internal-header"
      >
        <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-2 px-3">
          {(showsBackButton(name) || appModeBack) && <BackButton fallback="/internal" />}
          <AppLink to="/internal" className="shrink-0 font-bold">
            {t("brand.short")}
          </AppLink>
          <span aria-hidden="true" className="text-muted">
            /
          </span>
          {/* On a phone the title wraps to a second line rather than being cut ("Manage e…"). */}
          <span
            className="line-clamp-2 min-w-0 leading-tight font-semibold break-words"
            data-testid="internal-title"
          >
            {title}
          </span>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitch />
            <ColourModeSwitch />
            {staff && <InternalMenu firstName={staff.firstName} accessLevel={staff.accessLevel} />}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <PwaHost app="staff" signedOut={!staff} />
    </>
  );
}
