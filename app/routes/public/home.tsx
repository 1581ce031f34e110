import { useTranslation } from "react-i18next";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/home";

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-lg font-semibold text-accent">{t("brand.tagline")}</p>
      <h1 className="mt-2 text-5xl font-bold tracking-tight sm:text-6xl">{t("brand.name")}</h1>
      <p className="mt-6 max-w-3xl text-xl text-muted">{t("pages.home.lead")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <AppLink to="/events" className={buttonClass("primary")}>
          {t("nav.events")}
        </AppLink>
        <AppLink to="/contribute" className={buttonClass("secondary")}>
          {t("nav.contribute")}
        </AppLink>
        <AppLink to="/where" className={buttonClass("secondary")}>
          {t("nav.where")}
        </AppLink>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "home");
