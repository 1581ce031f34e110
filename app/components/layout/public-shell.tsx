import type { ReactNode } from "react";
import { ConsentBanner } from "~/components/consent/consent-banner";
import { PwaHost } from "~/components/pwa/pwa-host";
import { useTranslation } from "~/i18n/use-translation";
import { hasTransparentHeader, showsBackButton, showsFooter } from "~/routing/route-names";
import { useConsent } from "~/shell/use-consent";
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

/** Header, main, footer and consent banner of the public side; error pages reuse it so the navigation stays. */
export function PublicShell({ children, name: forcedName }: { children: ReactNode; name?: string }) {
  const page = usePage();
  const name = forcedName ?? page.name;
  const transparent = hasTransparentHeader(name);
  const { consent } = useConsent();
  // A column as tall as the screen: the footer and the consent banner sit at the bottom of short pages.
  // The banner comes first in the document, so it is the first stop of the keyboard and the first
  // thing a screen reader reads, and is drawn last (at the bottom) by the column's order.
  return (
    <div className="flex min-h-dvh flex-col">
      <ConsentBanner />
      <SkipLink />
      <PublicHeader
        transparent={transparent}
        showBack={showsBackButton(name)}
        pageName={name}
        pageTitle={page.title}
      />
      <main id="main" tabIndex={-1} className={`flex-1 outline-none ${transparent ? "pt-16" : ""}`}>
        {children}
      </main>
      {showsFooter(name) && <Footer />}
      {/* The app's own notices wait until the consent banner has had its answer. */}
      <PwaHost app="public" visible={consent.decided} />
    </div>
  );
}
