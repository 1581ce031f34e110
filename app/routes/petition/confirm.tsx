import { Form, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { SubmitButton } from "~/components/ui/form";
import { confirmSignature } from "~/domain/petition/signatures.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/confirm";

/**
 * The link of the confirmation mail. Opening it changes nothing (mail scanners open links too); the
 * button posts the token back here, and only that POST confirms the signature.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  if (!params.token) throw redirect(localePath(localeFromPath(url.pathname), "/petition"));
  return null;
}

export async function action({ params, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const token = (params.token ?? "").slice(0, 2048);
  const outcome = await confirmSignature(database(context), token);
  if (outcome === "confirmed" || outcome === "already-confirmed")
    throw redirect(localePath(locale, "/petition/confirmed"));
  const expired = localePath(locale, "/petition/expired");
  throw redirect(outcome === "expired" ? `${expired}?token=${encodeURIComponent(token)}` : expired);
}

export default function PetitionConfirm() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.petition-confirm.title")} lead={t("petition.confirmIntro")} />
      <Form method="post" className="px-4">
        <SubmitButton>{t("petition.confirmSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "petition-confirm"),
  // The URL carries a one-time token: keep it out of search engines and referrers.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
