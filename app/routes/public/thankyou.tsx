import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/thankyou";

/** The result page after /contribute, laid out like the user area's result pages. */
export default function ThankYou() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.thankyou.title")} lead={t("pages.thankyou.lead")}>
        <p className="mt-3">{t("contribute.thanksNext")}</p>
      </PageHeader>
      <div className="flex flex-wrap gap-3 px-4">
        <AppLink to="/events" className={buttonClass("primary")}>
          {t("contribute.seeEvents")}
        </AppLink>
        <AppLink to="/" className={buttonClass("secondary")}>
          {t("contribute.backHome")}
        </AppLink>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "thankyou");
