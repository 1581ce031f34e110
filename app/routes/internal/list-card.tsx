import { data, redirect } from "react-router";
import { CardPage } from "~/components/register/card-page";
import { now } from "~/domain/clock.server";
import { CARD_FORMS, DOOR_INTENTS, type LifecycleIntent } from "~/domain/memberships/card-forms";
import { editMembership } from "~/domain/memberships/edit.server";
import { feePaymentOf } from "~/domain/memberships/fee-payment-form";
import {
  admitMembership,
  type LifecycleOutcome,
  rejectMembership,
  unvoidMembership,
  voidMembership,
} from "~/domain/memberships/lifecycle.server";
import { readCardPage } from "~/domain/memberships/read-card-page.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { identityFieldErrors } from "~/routing/membership-form.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/list-card";

const SAVED = ["saved", "unchanged", "created"] as const;

/**
 * The staff card view (any signed-in staff). Personal data leave the server only when management
 * ask for them (`?personal`, or the edit form), and each time the card's log records it (ADR 052).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const { id: staffId, accessLevel } = currentStaff(context);
  const asks = { edit: url.searchParams.has("edit"), personal: url.searchParams.has("personal") };
  const page = await readCardPage(database(context), id, { staffId, accessLevel }, asks, now());
  if (!page) throw data(null, { status: 404 });
  const saved = SAVED.find((value) => value === url.searchParams.get("saved")) ?? null;
  const { editDefaults, ...card } = page;
  return { ...card, saved, editDefaults };
}

const REFUSAL: Record<Exclude<LifecycleOutcome, { ok: true }>["code"], string> = {
  "not-found": "register.card.errors.notFound",
  "not-requested": "register.card.errors.notRequested",
  voided: "register.card.errors.voided",
  "not-voided": "register.card.errors.notVoided",
  "reason-required": "register.card.errors.reasonRequired",
};

const DONE: Record<LifecycleIntent, string> = {
  admit: "admitted",
  reject: "rejected",
  void: "voided",
  unvoid: "unvoided",
};

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  const parsed = parseIntent(await request.formData(), CARD_FORMS);
  if (!parsed) return invalid(noFields(["forms.invalidData"]));
  // Door staff may only admit; anything else needs management, whatever the page showed.
  const member = DOOR_INTENTS.includes(parsed.intent)
    ? currentStaff(context)
    : requireStaff(context, url, "management");
  const actor = { staffId: member.id };
  const db = database(context);
  const form = parsed.intent;
  if (parsed.submission.status !== "success") return invalid(parsed.submission.reply(), { form });
  if (parsed.intent === "edit") {
    const outcome = await editMembership(db, id, actor, parsed.submission.value);
    if (outcome.ok) throw redirect(`${url.pathname}?saved=${outcome.changed.length ? "saved" : "unchanged"}`);
    if (outcome.code === "not-found")
      return refused(404, parsed.submission.reply({ formErrors: [REFUSAL["not-found"]] }), { form });
    return invalid(parsed.submission.reply({ fieldErrors: identityFieldErrors(outcome) }), { form });
  }
  const { value } = parsed.submission;
  const reason = "reason" in value ? value.reason : "";
  const note = "note" in value ? (value.note ?? "") : "";
  const fee =
    parsed.intent === "admit" && parsed.submission.status === "success"
      ? feePaymentOf(parsed.submission.value)
      : undefined;
  const outcome = await {
    admit: () => admitMembership(db, id, actor, now(), fee),
    reject: () => rejectMembership(db, id, actor, reason),
    void: () => voidMembership(db, id, actor, reason),
    unvoid: () => unvoidMembership(db, id, actor, now(), note),
  }[parsed.intent]();
  if (outcome.ok) return done(noFields(), DONE[parsed.intent], { form });
  if (outcome.code === "reason-required")
    return invalid(parsed.submission.reply({ fieldErrors: { reason: [REFUSAL[outcome.code]] } }), { form });
  return refused(outcome.code === "not-found" ? 404 : 409, noFields([REFUSAL[outcome.code]]), { form });
}

export default function InternalListCard({ loaderData, actionData }: Route.ComponentProps) {
  return <CardPage loaderData={loaderData} actionData={actionData} />;
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = getI18n(localeFromPath(location.pathname)).t;
  const name = loaderData
    ? `${loaderData.card.membership.lastName} ${loaderData.card.membership.firstName}`
    : null;
  return pageMeta(
    location.pathname,
    "internal-list-card",
    name ? `${t("pages.internal-list-card.title")}: ${name}` : undefined,
  );
};
