import { parseWithZod } from "@conform-to/zod/v4";
import { useLocation } from "react-router";
import { FeeScheduleForm } from "~/components/fees/fee-schedule-form";
import { FeeScheduleTables } from "~/components/fees/fee-schedule-tables";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/form";
import { hasAccess } from "~/domain/accounts/access";
import { now } from "~/domain/clock.server";
import { feeScheduleSchema } from "~/domain/memberships/fee-form";
import { readFeeSchedule } from "~/domain/memberships/fee-schedule.server";
import { categoryLabel, typeLabel } from "~/domain/memberships/labels";
import { setFee } from "~/domain/memberships/set-fee.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRomeDate, toRomeWallTime } from "~/lib/rome-time";
import { database } from "~/routing/database.server";
import { done, invalid } from "~/routing/form-result.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/fees";

/**
 * The fee schedule (ADR 050): management (level 1, the route's guard) reads the fees in force and
 * their history; administrators (level 2) set a fee from a date, as the assembly decided.
 */

export async function loader({ context }: Route.LoaderArgs) {
  const me = currentStaff(context);
  const today = toRomeWallTime(now()).slice(0, 10);
  return {
    ...(await readFeeSchedule(database(context), today)),
    today,
    canSet: hasAccess(me.accessLevel, "admin"),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const me = requireStaff(context, url, "admin");
  const submission = parseWithZod(await request.formData(), { schema: feeScheduleSchema });
  if (submission.status !== "success") return invalid(submission.reply());
  const fee = await setFee(database(context), { staffId: me.id }, submission.value);
  return done(submission.reply({ resetForm: true }), {
    type: fee.type,
    category: fee.category,
    amountCents: fee.amountCents,
    validFrom: fee.validFrom,
  });
}

export default function InternalFees({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const saved = actionData?.done;
  return (
    <>
      <PageHeader title={t("pages.internal-fees.title")} lead={t("pages.internal-fees.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-12">
        {saved && (
          <Notice tone="success">
            {t("fees.done.set", {
              category: categoryLabel(t, saved.category),
              type: typeLabel(t, saved.type),
              amount: formatPrice(saved.amountCents, locale),
              date: formatRomeDate(saved.validFrom, locale, "date"),
            })}
          </Notice>
        )}
        <p>
          <AppLink
            to="/internal/fees/summary"
            className={buttonClass("secondary")}
            data-testid="fees-summary-link"
          >
            {t("treasury.link")}
          </AppLink>
        </p>
        <FeeScheduleTables current={loaderData.current} history={loaderData.history} />
        {loaderData.canSet ? (
          // A new location (after saving) starts the form afresh.
          <FeeScheduleForm key={location.key} lastResult={actionData?.result} today={loaderData.today} />
        ) : (
          <p className="text-muted">{t("fees.add.adminOnly")}</p>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-fees");
