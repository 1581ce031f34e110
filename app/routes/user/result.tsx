import { useMatches } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import type { Route } from "./+types/result";

/** Spec §2 result pages of the user area: what happened, and the one next step. */
const RESULTS = {
  "u-confirm-success": { message: "account.activated", next: "/u/login", label: "account.loginLink" },
  "u-recover-success": { message: "account.passwordChanged", next: "/u", label: "nav.profile" },
  "u-recover-expired": {
    message: "account.expiredRecovery",
    next: "/u/forgot-password",
    label: "account.newRecoveryLink",
  },
} as const;

export default function Result() {
  const { t } = useTranslation();
  const page = pageNameOf(useMatches());
  const result = RESULTS[page as keyof typeof RESULTS];
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t(`pages.${page}.title`)} lead={t(result.message)} />
      <AppLink to={result.next} className={buttonClass("primary", "mx-4")}>
        {t(result.label)}
      </AppLink>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, pageNameOf(matches));
