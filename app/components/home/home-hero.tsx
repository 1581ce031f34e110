import type { ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The front door: a night at the centre as the picture, the brand and what the centre is over it,
 * where to go next, and (optionally) something beside it. Short on phones: the next events follow it. The picture is drawn by
 * scripts/hero-image.ts; a dark veil keeps the white text readable in either colour mode.
 */
export function HomeHero({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="relative isolate overflow-hidden bg-stone-950">
      <picture>
        <source
          type="image/avif"
          srcSet="/images/hero-800.avif 800w, /images/hero-1600.avif 1600w"
          sizes="100vw"
        />
        <img
          src="/images/hero-1600.webp"
          srcSet="/images/hero-800.webp 800w, /images/hero-1600.webp 1600w"
          sizes="100vw"
          alt=""
          width={1600}
          height={1000}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      </picture>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/90 via-stone-950/55 to-stone-950/20 lg:bg-gradient-to-r lg:from-stone-950/85 lg:via-stone-950/45 lg:to-stone-950/10"
      />
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-8 sm:pt-28 sm:pb-12 ${aside ? "lg:grid-cols-[3fr_2fr] lg:items-end" : ""}`}
      >
        <div className="text-white">
          <p className="font-semibold text-rose-200 sm:text-lg">{t("brand.tagline")}</p>
          <h1 className="mt-1 text-5xl font-bold tracking-tight sm:mt-2 sm:text-8xl">{t("brand.name")}</h1>
          {/* Phones keep the hero short, so the next event shows on the first screen; the paragraph
              about the centre closes the page. */}
          <p className="mt-6 hidden max-w-2xl text-xl text-stone-100 sm:block">{t("pages.home.lead")}</p>
          <div className="mt-5 flex flex-wrap gap-3 sm:mt-8">
            <AppLink to="/events" className={buttonClass("primary")}>
              {t("home.public.cta")}
            </AppLink>
            <AppLink to="/contribute" className={buttonClass("secondary", "max-sm:hidden")}>
              {t("nav.contribute")}
            </AppLink>
            <AppLink to="/where" className={buttonClass("secondary")}>
              {t("nav.where")}
            </AppLink>
          </div>
        </div>
        {aside && <div className="rounded-lg bg-bg/95 p-4 shadow-lg">{aside}</div>}
      </div>
    </div>
  );
}
