import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { hasTransparentHeader, showsBackButton, showsFooter } from "~/routing/route-names";
import { Footer } from "./footer";
import { PublicHeader } from "./public-header";
import { usePage } from "./use-page";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("nav.skipToContent")}
    </a>
  );
}

/** Header, main and footer of the public side; error pages reuse it so the navigation stays. */
export function PublicShell({ children, name: forcedName }: { children: ReactNode; name?: string }) {
  const page = usePage();
  const name = forcedName ?? page.name;
  const transparent = hasTransparentHeader(name);
  return (
    <>
      <SkipLink />
      <PublicHeader
        transparent={transparent}
        showBack={showsBackButton(name)}
        pageName={name}
        pageTitle={page.title}
      />
      <main id="main" tabIndex={-1} className={`outline-none ${transparent ? "pt-16" : ""}`}>
        {children}
      </main>
      {showsFooter(name) && <Footer />}
    </>
  );
}
