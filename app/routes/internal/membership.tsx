import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { MembershipForm } from "~/components/memberships/membership-form";
import { now } from "~/domain/clock.server";
import { ITALY } from "~/domain/memberships/countries";
import { feePaymentOf } from "~/domain/memberships/fee-payment-form";
import { readFeeSchedule } from "~/domain/memberships/fee-schedule.server";
import { requestMembership } from "~/domain/memberships/request.server";
import { membershipCreateSchema } from "~/domain/memberships/request-form";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { toRomeWallTime } from "~/lib/rome-time";
import { database } from "~/routing/database.server";
import { invalid } from "~/routing/form-result.server";
import { membershipRefusal } from "~/routing/membership-form.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/membership";

/** Management only (ADR 011, 022): a membership holds the register's personal data. */

/** The fees in force today by "type|category", so the form says what is due for the card chosen. */
export async function loader({ context }: Route.LoaderArgs) {
  const { current } = await readFeeSchedule(database(context), toRomeWallTime(now()).slice(0, 10));
  return {
    fees: Object.fromEntries(current.map((fee) => [`${fee.type}|${fee.category}`, fee.amountCents])),
  };
}

/** A membership for a person without an account, with the request's checks; valid at once if staff say so. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const submission = parseWithZod(await request.formData(), { schema: membershipCreateSchema });
  if (submission.status !== "success") return invalid(submission.reply());
  const { email, validNow, feeMethod, feeReason, ...value } = submission.value;
  const locale = localeFromPath(url.pathname);
  const outcome = await requestMembership(
    database(context),
    {
      userId: null,
      email: email ?? null,
      locale,
      createdBy: {
        staffId: staff.id,
        validNow: validNow === "on",
        payment: feeMethod ? feePaymentOf({ feeMethod, feeReason }) : undefined,
      },
    },
    value,
  );
  if (!outcome.ok) return membershipRefusal(submission, outcome);
  throw redirect(`${localePath(locale, `/internal/list/${outcome.membership.id}`)}?saved=created`);
}

export default function CreateMembership({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.internal-membership.title")} lead={t("pages.internal-membership.lead")} />
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <MembershipForm
          lastResult={actionData}
          defaultValue={{ birthCountry: ITALY }}
          staff
          fees={loaderData.fees}
          submitLabel={t("membership.form.createSubmit")}
        />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-membership");
