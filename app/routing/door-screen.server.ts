import type { Submission } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { now } from "~/domain/clock.server";
import { countDoorRequest } from "~/domain/door/door-limit.server";
import { recordVisitor } from "~/domain/door/door-log.server";
import { admitSchema, doorCodeSchema, guestCheckInSchema, visitorSchema } from "~/domain/door/forms";
import { scanAtDoor } from "~/domain/door/scan.server";
import type { DoorScanResult, DoorScreenAnswer } from "~/domain/door/screen-answer";
import { checkInGuestEntry } from "~/domain/guest-lists/check-in-guest-entry.server";
import { guestEntryName } from "~/domain/guest-lists/get-guest-entry-name.server";
import { admitAtDoor } from "~/domain/memberships/door.server";
import { feePaymentOf } from "~/domain/memberships/fee-payment-form";
import { payAtDoorSchema, ticketScanSchema } from "~/domain/tickets/check-forms";
import { payAtDoorAndAdmit } from "~/domain/tickets/pay-at-door-and-admit.server";
import { waitError } from "~/lib/form-errors";
import type { z } from "~/lib/zod";
import { requestInfoContext } from "~/request-context";
import { readAuthCookieHeader } from "./auth-cookie.server";
import { database } from "./database.server";
import { done, invalid, limited, noFields, refused } from "./form-result.server";
import { parseIntent } from "./intent";
import { currentStaff } from "./middleware.server";

/*
 * The actions of the door's one scanner screen (ADR 046), for its two addresses. The card door
 * (`/internal/validate`, any staff) reads cards, admits a request on the spot and records visitors
 * of other circoli; an event's door (`/internal/ticketcheck`, management) reads any code against its
 * event, admits a request, takes payment for a ticket paid at the door and lets in a name of the
 * guest list. Every success is one of the screen's answers (`DoorScreenAnswer`); a scan's is
 * exactly `DoorScanResult`.
 */

const CARD_DOOR = { scan: doorCodeSchema, admit: admitSchema, visitor: visitorSchema };
const EVENT_DOOR = {
  scan: ticketScanSchema,
  admit: admitSchema,
  pay: payAtDoorSchema,
  guest: guestCheckInSchema,
};

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

type Submitted<S extends z.ZodType> = Submission<z.input<S>, string[], z.output<S>>;

/** A code read at either door: `scanAtDoor`'s answer with the server's time, the form cleared. */
async function answerScan(
  args: Args,
  submission: Submitted<typeof doorCodeSchema> | Submitted<typeof ticketScanSchema>,
  actor: { staffId: string },
) {
  const form = "scan";
  if (submission.status !== "success") return invalid(submission.reply(), { form });
  const scanned = await scanAtDoor(database(args.context), submission.value, actor);
  const result = { ...scanned, scannedAt: now().toISOString() } satisfies DoorScanResult;
  return done(submission.reply({ resetForm: true }), result, { form });
}

/** A card request admitted on the spot at either door: the card's answer, now valid. */
async function answerAdmit(args: Args, submission: Submitted<typeof admitSchema>, staffId: string) {
  const form = "admit";
  if (submission.status !== "success") return invalid(submission.reply(), { form });
  const { membershipId, ...fee } = submission.value;
  const outcome = await admitAtDoor(
    database(args.context),
    membershipId,
    { staffId },
    now(),
    feePaymentOf(fee),
  );
  if (!outcome.ok)
    return refused(
      outcome.code === "voided" ? 409 : 404,
      submission.reply({
        formErrors: [outcome.code === "voided" ? "validate.errors.voided" : "validate.errors.notFound"],
      }),
      { form },
    );
  const answer: DoorScreenAnswer = {
    kind: "card",
    answer: outcome.answer,
    scannedAt: now().toISOString(),
    admitted: true,
  };
  return done(submission.reply(), answer, { form });
}

/**
 * Counts a door action against the staff session's door limit (`countDoorRequest`): over it, the
 * answer is 429 with Retry-After and the wait as the form's error, in the page's language.
 */
async function overDoorLimit(args: Args, form: string) {
  const cookie = readAuthCookieHeader(args.request.headers.get("cookie"));
  if (!cookie.internal) return null;
  const limit = await countDoorRequest(database(args.context), cookie.internal.refToken);
  if (!limit.limited) return null;
  return limited(noFields([waitError(limit.retryAfterSeconds)]), limit.retryAfterSeconds, { form });
}

/** `/internal/validate`: a card scanned or typed, a request admitted, a visitor recorded. */
export async function cardDoorAction(args: Args) {
  const actor = { staffId: currentStaff(args.context).id };
  const parsed = parseIntent(await args.request.formData(), CARD_DOOR);
  if (!parsed) return invalid(noFields());
  const over = await overDoorLimit(args, parsed.intent);
  if (over) return over;
  const db = database(args.context);
  if (parsed.intent === "scan") return answerScan(args, parsed.submission, actor);
  if (parsed.intent === "admit") return answerAdmit(args, parsed.submission, actor.staffId);
  const form = parsed.intent;
  const { submission } = parsed;
  if (submission.status !== "success") return invalid(submission.reply(), { form });
  await recordVisitor(db, submission.value, actor);
  return done(submission.reply({ resetForm: true }), { visitor: submission.value.name }, { form });
}

/**
 * `/internal/ticketcheck`: any code read against the chosen event (a ticket's verdict, or a card's
 * for a member without one), a request admitted, a ticket paid at the door, a guest-list name let
 * in with the guests who came.
 */
export async function eventDoorAction(args: Args) {
  const member = currentStaff(args.context);
  const actor = { staffId: member.id, ip: args.context.get(requestInfoContext).ip };
  const parsed = parseIntent(await args.request.formData(), EVENT_DOOR);
  if (!parsed) return invalid(noFields());
  const over = await overDoorLimit(args, parsed.intent);
  if (over) return over;
  const db = database(args.context);
  const at = now();
  const scannedAt = at.toISOString();
  if (parsed.intent === "scan") return answerScan(args, parsed.submission, actor);
  if (parsed.intent === "admit") return answerAdmit(args, parsed.submission, member.id);
  if (parsed.intent === "pay") {
    const { submission } = parsed;
    const form = parsed.intent;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const outcome = await payAtDoorAndAdmit(db, submission.value, actor);
    if (!outcome.ok)
      return refused(
        outcome.code === "not-found" ? 404 : 409,
        submission.reply({ formErrors: [`ticketcheck.errors.${outcome.code}`] }),
        { form },
      );
    const answer: DoorScreenAnswer = { kind: "ticket", answer: outcome.answer, scannedAt };
    return done(submission.reply(), answer, { form });
  }
  const { submission } = parsed;
  const entryId = typeof submission.payload.entryId === "string" ? submission.payload.entryId : "";
  // Each name found has its own form: the answer names the one it belongs to.
  const form = `guest:${entryId}`;
  if (submission.status !== "success") return invalid(submission.reply(), { form });
  const { eventId, ...input } = submission.value;
  const outcome = await checkInGuestEntry(db, eventId, input, actor, at);
  if (outcome.ok) {
    const answer: DoorScreenAnswer = {
      kind: "guest",
      answer: { verdict: "let-in", entryId: input.entryId, name: outcome.name, guests: outcome.guests },
      scannedAt,
    };
    return done(submission.reply(), answer, { form });
  }
  if (outcome.code === "already-checked-in") {
    const answer: DoorScreenAnswer = {
      kind: "guest",
      answer: {
        verdict: "already-in",
        entryId: input.entryId,
        name: (await guestEntryName(db, eventId, input.entryId)) ?? "",
        guests: outcome.guests,
        at: outcome.at.toISOString(),
        by: outcome.by,
      },
      scannedAt,
    };
    return done(submission.reply(), answer, { form });
  }
  if (outcome.code === "too-many")
    return invalid(submission.reply({ fieldErrors: { guests: ["guestLists.errors.tooMany"] } }), { form });
  return refused(404, submission.reply({ formErrors: ["guestLists.errors.notFound"] }), { form });
}
