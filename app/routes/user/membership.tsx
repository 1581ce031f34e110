import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { redirect } from "react-router";
import { OnlineFee } from "~/components/fees/online-fee";
import { PageHeader } from "~/components/layout/page-header";
import { useViewer } from "~/components/layout/use-viewer";
import { MembershipCard } from "~/components/memberships/membership-card";
import { MembershipForm } from "~/components/memberships/membership-form";
import { Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { ITALY } from "~/domain/memberships/countries";
import { memberFee } from "~/domain/memberships/fee-checkout.server";
import { membershipStep, ownMembership } from "~/domain/memberships/own.server";
import { requestMembership } from "~/domain/memberships/request.server";
import { membershipRequestSchema } from "~/domain/memberships/request-form";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { keepCardCopy } from "~/pwa/member-store";
import { database } from "~/routing/database.server";
import { invalid } from "~/routing/form-result.server";
import { membershipRefusal } from "~/routing/membership-form.server";
import { pageMeta } from "~/routing/page-meta";
import { requireUser } from "~/routing/viewer.server";
import type { Route } from "./+types/membership";

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const at = now();
  const db = database(context);
  const { card, previous } = await ownMembership(db, user.id, at);
  const notice = (["paid", "cancelled", "nothing"] as const).find((key) => url.searchParams.has(key)) ?? null;
  const renewedUntil = card?.renews?.validUntil;
  return {
    card,
    // "request", "renew" (the last 30 days of a valid card, or after an expiry: ADR 051), or "open".
    step: membershipStep(card, at),
    // A renewal waiting for approval while the card it renews is still valid: until when.
    currentUntil: renewedUntil && new Date(renewedUntil) > at ? renewedUntil : null,
    sent: url.searchParams.has("sent") && card?.state === "requested",
    // The fee paid online (ADR 054): due, paid or refunded; back from Stripe's page with `notice`.
    fee: card?.state === "requested" || card?.state === "rejected" ? await memberFee(db, card, at) : null,
    notice,
    email: user.email,
    defaults: { firstName: user.firstName, lastName: user.lastName, birthCountry: ITALY, ...previous },
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: membershipRequestSchema });
  if (submission.status !== "success") return invalid(submission.reply());
  const locale = localeFromPath(url.pathname);
  const outcome = await requestMembership(
    database(context),
    { userId: user.id, email: user.email, locale },
    submission.value,
  );
  if (!outcome.ok) return membershipRefusal(submission, outcome);
  throw redirect(`${localePath(locale, "/u/membership")}?sent`);
}

export default function MembershipPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { card } = loaderData;
  const memberId = useViewer().user?.id;
  // The card with its QR stays on this device for the door, offline too (ADR 043).
  useEffect(() => {
    if (memberId) void keepCardCopy(memberId, card);
  }, [memberId, card]);
  const date = (iso: string | null) => (iso ? formatRome(new Date(iso), locale, "date") : "");
  const { step } = loaderData;
  const renew = step === "renew";
  const status =
    card?.state === "requested" && card.renews
      ? loaderData.currentUntil
        ? t("membership.status.renewalRequestedUntil", {
            date: date(card.requestedAt),
            until: date(loaderData.currentUntil),
          })
        : t("membership.status.renewalRequested", { date: date(card.requestedAt) })
      : card?.state === "requested"
        ? t("membership.status.requested", { date: date(card.requestedAt) })
        : card?.state === "rejected"
          ? t("membership.status.rejected", {
              date: date(card.requestedAt),
              reason: card.rejectionReason ?? "",
            })
          : card?.state === "expired"
            ? t("membership.status.expired", { date: date(card.validUntil) })
            : card?.state === "voided"
              ? t("membership.status.voided")
              : card?.state === "valid" && renew
                ? t("membership.status.renewDue", { date: date(card.validUntil) })
                : null;
  return (
    <>
      <PageHeader
        title={loaderData.sent ? t("membership.received.heading") : t("pages.u-membership.title")}
        lead={loaderData.sent ? undefined : t("pages.u-membership.lead")}
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 pb-12">
        {loaderData.sent && (
          <Notice tone="success">{t("membership.received.body", { email: loaderData.email })}</Notice>
        )}
        {status && <p data-testid="membership-status">{status}</p>}
        {card && card.state !== "rejected" && <MembershipCard card={card} />}
        {loaderData.fee && <OnlineFee fee={loaderData.fee} notice={loaderData.notice} />}
        {step !== "open" && (
          <section aria-labelledby="request-heading" className="flex flex-col gap-4">
            <h2 id="request-heading" className="text-2xl font-semibold">
              {renew ? t("membership.status.renew") : t("membership.form.heading")}
            </h2>
            <p className="text-muted">
              {renew ? t("membership.status.renewIntro") : t("membership.form.intro")}
            </p>
            <MembershipForm
              lastResult={actionData}
              defaultValue={loaderData.defaults}
              accountEmail={loaderData.email}
              submitLabel={renew ? t("membership.status.renewSubmit") : t("membership.form.submit")}
            />
          </section>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u-membership");
