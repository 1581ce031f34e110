import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { BANNER_ANSWERS, type BannerAnswer, type ConsentChoice } from "~/shell/consent";
import { useConsent } from "~/shell/use-consent";
import { CookiePreferencesButton } from "./cookie-preferences-button";

/** The banner's two answers, in the order shown: the value its form posts and the button's words. */
const ANSWERS = [
  { value: "none", label: "consent.rejectAll" },
  { value: "all", label: "consent.acceptAll" },
] as const satisfies ReadonlyArray<{ value: BannerAnswer; label: string }>;

/** The banner disappears with the focused button in it; the page's main content takes focus instead. */
function focusMain() {
  setTimeout(() => document.getElementById("main")?.focus({ preventScroll: true }));
}

/**
 * Asks once for consent to third-party content (map tiles, radio stream). Server-rendered from the
 * cookie, so it never flashes. Not modal: it sticks to the bottom of the screen but keeps its own
 * place at the end of the page, so it never hides content for good; app.css reserves its height as
 * scroll padding so keyboard focus is not hidden behind it. It is first in the document (the first
 * Tab reaches it) and drawn last with `order-last` in the shell's column. Accept and reject look the same, as the
 * Italian data-protection authority asks.
 */
export function ConsentBanner() {
  const { consent } = useConsent();
  return consent.decided ? null : <Banner />;
}

function Banner() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { decide } = useConsent();
  const { pathname, search } = useLocation();
  const back = pathname + search;
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--consent-banner-height", `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-banner-height");
    };
  }, []);
  const choose = (choice: ConsentChoice) => {
    decide(choice);
    focusMain();
  };
  return (
    <section
      ref={ref}
      id="consent-banner"
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      className="sticky bottom-0 z-20 order-last border-t-2 border-accent bg-surface text-fg shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 nav:flex-row nav:items-center nav:gap-6">
        <div className="text-sm nav:flex-1">
          <h2 id="consent-banner-title" className="font-semibold">
            {t("consent.bannerTitle")}
          </h2>
          <p>
            {t("consent.bannerText")}{" "}
            <AppLink to={locale === "en" ? "/cookies-en" : "/cookies"} className="underline">
              {t("consent.policyLink")}
            </AppLink>
          </p>
        </div>
        {/* A real form for the two answers: pressed before the page's scripts run, it stores the
            choice on the server (routes/public/consent.ts) and comes back to this page. */}
        <form method="post" action="/consent" className="grid grid-cols-2 gap-2 nav:flex nav:shrink-0">
          <input type="hidden" name="back" value={back} />
          {ANSWERS.map(({ value, label }) => (
            <Button
              key={value}
              type="submit"
              name="choice"
              value={value}
              variant="secondary"
              onClick={(event) => {
                event.preventDefault();
                choose(BANNER_ANSWERS[value]);
              }}
            >
              {t(label)}
            </Button>
          ))}
          <CookiePreferencesButton
            className={buttonClass("ghost", "col-span-2 underline underline-offset-4")}
            onDecided={focusMain}
            testId="consent-preferences"
          >
            {t("consent.preferences")}
          </CookiePreferencesButton>
        </form>
      </div>
    </section>
  );
}
