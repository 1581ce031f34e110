import { PageHeader } from "~/components/layout/page-header";
import { VirtualTemple } from "~/components/virtual/virtual-temple";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/virtual";

export default function Virtual() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.virtual.title")} lead={t("pages.virtual.lead")} />
      <div className="mx-auto max-w-6xl space-y-8 px-4 pb-12">
        <VirtualTemple />
        <section
          aria-labelledby="virtual-description-title"
          id="virtual-description"
          className="max-w-3xl space-y-3"
        >
          <h2 id="virtual-description-title" className="text-xl font-semibold">
            {t("virtual.descriptionTitle")}
          </h2>
          <p>{t("virtual.description")}</p>
          <p>{t("virtual.exhibits")}</p>
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "virtual");
