import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { showsBackButton } from "~/routing/route-names";
import { AppLink } from "../ui/app-link";
import { BackButton } from "./back-button";
import { ColourModeSwitch } from "./colour-mode-switch";
import { InternalMenu } from "./internal-menu";
import { LanguageSwitch } from "./language-switch";
import { SkipLink } from "./public-shell";
import { usePage } from "./use-page";
import { useViewer } from "./use-viewer";

/** The internal layout: a back navbar with the page title, and the burger for signed-in staff. */
export function InternalShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { name, title } = usePage();
  const { staff } = useViewer();
  return (
    <>
      <SkipLink />
      <header
        className="sticky top-0 z-30 border-b border-border bg-surface print:hidden"
        data-testid="internal-header"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3">
          {showsBackButton(name) && <BackButton fallback="/internal" />}
          <AppLink to="/internal" className="shrink-0 font-bold">
            {t("brand.short")}
          </AppLink>
          <span aria-hidden="true" className="text-muted">
            /
          </span>
          <span className="truncate font-semibold">{title}</span>
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
    </>
  );
}
