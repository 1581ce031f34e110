import { PageHeader } from "~/components/layout/page-header";
import { RadioView } from "~/components/radio/radio-view";
import { radioStreamStatus } from "~/domain/radio/stream.server";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/radio";

/** The server checks the stream (cached), so an offline radio shows its notice on the first paint. */
export async function loader() {
  return await radioStreamStatus();
}

export default function Radio({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.radio.title")} lead={t("pages.radio.lead")} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <RadioView url={loaderData.url} online={loaderData.online} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "radio");
