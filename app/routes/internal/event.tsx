import { data, redirect } from "react-router";
import { actionOrUnreachable, keepLastData } from "~/components/door/reach";
import { GuestListPage } from "~/components/guest-lists/list-page";
import { now } from "~/domain/clock.server";
import { addGuestEntry } from "~/domain/guest-lists/add-guest-entry.server";
import { checkInGuestEntry } from "~/domain/guest-lists/check-in-guest-entry.server";
import { GUEST_LIST_FORMS, parseListQuery, sameNameWarning } from "~/domain/guest-lists/forms";
import { readGuestListPage } from "~/domain/guest-lists/read-guest-list-page.server";
import { removeGuestEntry } from "~/domain/guest-lists/remove-guest-entry.server";
import { undoGuestCheckIn } from "~/domain/guest-lists/undo-guest-check-in.server";
import { updateGuestEntry } from "~/domain/guest-lists/update-guest-entry.server";
import { localeFromPath, localePath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta, pageNameOf } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/event";

const DONE = ["edited"] as const;

/**
 * An event's guest list (`/internal/event/{id}/lists`, spec §2 and §3 "Accredito entry"): add,
 * change, search, print and download its names, and let them in at the door with the guests who
 * came. Without an id, staff go back to the list of events.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!params.id) throw redirect(localePath(localeFromPath(url.pathname), "/internal/events"));
  const id = parseId(params.id);
  const found = await readGuestListPage(database(context), id, parseListQuery(url.searchParams), now());
  if (!found) throw data(null, { status: 404 });
  const { added, ...page } = found;
  return { ...page, saved: DONE.find((value) => value === url.searchParams.get("done")) ?? null, added };
}

/** Offline (ADR 026), the page keeps what it last loaded instead of giving way to an error page. */
const lastData = keepLastData<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastData.load(serverLoader);
}

/** A form that cannot reach the server answers `unreachable`: the page turns to the phone's copy. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return actionOrUnreachable(serverAction);
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const eventId = parseId(params.id);
  const actor = { staffId: currentStaff(context).id };
  const db = database(context);
  const parsed = parseIntent(await request.formData(), GUEST_LIST_FORMS);
  if (!parsed) return invalid(noFields(["forms.invalidData"]));
  const payload = parsed.submission.payload;
  const entryId = typeof payload.entryId === "string" ? payload.entryId : "";
  // Row forms are many on one page: the answer names the row it belongs to.
  const form = entryId ? `${parsed.intent}:${entryId}` : parsed.intent;
  if (parsed.submission.status !== "success") return invalid(parsed.submission.reply(), { form });
  const reply: typeof parsed.submission.reply = (options) => parsed.submission.reply(options);
  const refusal = (status: 404 | 409, error: string, field?: string) =>
    field
      ? invalid(reply({ fieldErrors: { [field]: [error] } }), { form })
      : refused(status, reply({ formErrors: [error] }), { form });
  // Back to the list with its search; the member search and choice are done with.
  const back = (what: { done: (typeof DONE)[number] } | { added: string }) => {
    const next = new URLSearchParams();
    const q = url.searchParams.get("q");
    if (q) next.set("q", q);
    for (const [key, value] of Object.entries(what)) next.set(key, value);
    return redirect(`${url.pathname}?${next}`);
  };

  if (parsed.intent === "add") {
    const outcome = await addGuestEntry(db, eventId, parsed.submission.value, actor);
    // The entry added in the address: the form starts afresh and says who was added.
    if (outcome.ok) throw back({ added: outcome.entryId });
    if (outcome.code === "same-name") {
      const warning = sameNameWarning({ name: outcome.name, entries: outcome.entries });
      return refused(409, reply({ fieldErrors: { name: [warning] } }), { form });
    }
    if (outcome.code === "already-listed") return refusal(409, "guestLists.errors.alreadyListed");
    if (outcome.code === "no-member") return refusal(409, "guestLists.errors.noMember");
    return refusal(404, "guestLists.errors.noEvent");
  }
  if (parsed.intent === "edit") {
    const outcome = await updateGuestEntry(db, eventId, parsed.submission.value, actor);
    if (outcome.ok) throw back({ done: "edited" });
    if (outcome.code === "below-arrived") return refusal(409, "guestLists.errors.belowArrived", "guests");
    return refusal(404, "guestLists.errors.notFound");
  }
  if (parsed.intent === "remove") {
    const outcome = await removeGuestEntry(db, eventId, parsed.submission.value.entryId, actor);
    if (outcome.ok) return done(noFields(), "removed", { form });
    return outcome.code === "checked-in"
      ? refusal(409, "guestLists.errors.checkedIn")
      : refusal(404, "guestLists.errors.notFound");
  }
  if (parsed.intent === "checkIn") {
    const outcome = await checkInGuestEntry(db, eventId, parsed.submission.value, actor);
    if (outcome.ok) return done(noFields(), "checkIn", { form });
    if (outcome.code === "too-many") return refusal(409, "guestLists.errors.tooMany", "guests");
    if (outcome.code === "already-checked-in") return refusal(409, "guestLists.errors.alreadyCheckedIn");
    return refusal(404, "guestLists.errors.notFound");
  }
  const outcome = await undoGuestCheckIn(db, eventId, parsed.submission.value.entryId, actor);
  if (outcome.ok) return done(noFields(), "undo", { form });
  return outcome.code === "not-checked-in"
    ? refusal(409, "guestLists.errors.notCheckedIn")
    : refusal(404, "guestLists.errors.notFound");
}

export default function InternalEventLists({ loaderData, actionData }: Route.ComponentProps) {
  lastData.remember(loaderData);
  return <GuestListPage loaderData={loaderData} actionData={actionData} />;
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(location.pathname, pageNameOf(matches));
