import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/confirmed";

/** Spec §2 result page "signature confirmed", with the way back to the petition and its counter. */
export default function PetitionConfirmed() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.petition-confirmed.title")} lead={t("petition.confirmed")} />
      <AppLink to="/petition" className={buttonClass("primary", "mx-4")}>
        {t("petition.backToPetition")}
      </AppLink>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "petition-confirmed"),
  { name: "robots", content: "noindex" },
];
