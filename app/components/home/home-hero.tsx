import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";

/** The front door: the brand, what the centre is, where to go next, and beside it the news of the moment. */
export function HomeHero({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-border bg-surface">
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-16 ${aside ? "lg:grid-cols-[3fr_2fr] lg:items-center" : ""}`}
      >
        <div>
          <p className="text-lg font-semibold text-accent">{t("brand.tagline")}</p>
          <h1 className="mt-2 text-5xl font-bold tracking-tight sm:text-7xl">{t("brand.name")}</h1>
          <p className="mt-6 max-w-2xl text-xl text-muted">{t("pages.home.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <AppLink to="/events" className={buttonClass("primary")}>
              {t("home.public.cta")}
            </AppLink>
            <AppLink to="/contribute" className={buttonClass("secondary")}>
              {t("nav.contribute")}
            </AppLink>
            <AppLink to="/where" className={buttonClass("secondary")}>
              {t("nav.where")}
            </AppLink>
          </div>
        </div>
        {aside}
      </div>
    </div>
  );
}
