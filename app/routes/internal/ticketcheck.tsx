import { useEffect, useRef } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import { CodeEntry } from "~/components/door/code-entry";
import { DoorConnection } from "~/components/door/offline-notice";
import { QrCamera } from "~/components/door/qr-camera";
import { actionOrUnreachable, keepLastData } from "~/components/door/reach";
import { ScanResult } from "~/components/door/scan-result";
import { SoundNotice } from "~/components/door/sound-notice";
import { TicketVerdictPanel } from "~/components/door/ticket-verdict-panel";
import { useDoorKeys, useDoorScan } from "~/components/door/use-door-scan";
import { useOfflineDoor } from "~/components/door/use-offline-door";
import { VerdictPanel } from "~/components/door/verdict-panel";
import { PageHeader } from "~/components/layout/page-header";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { now } from "~/domain/clock.server";
import type { OfflineTicketAnswer } from "~/domain/door/local-verdict";
import type { DoorAnswer } from "~/domain/memberships/door-answer";
import { payAtDoorAndAdmit, scanTicket, type TicketAnswer } from "~/domain/tickets/check.server";
import { payAtDoorSchema, ticketScanSchema } from "~/domain/tickets/check-forms";
import { doorCounts, ticketCheckEvents, tonightsEvent } from "~/domain/tickets/check-page.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import type { FormAnswer } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { pageMeta } from "~/routing/page-meta";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/ticketcheck";

/**
 * The events on offer (today's first) and the chosen one's door counter: `?event=` chooses, else
 * tonight's event. The staff member's id tells the tickets they let in themselves.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const member = requireStaff(context, url, 1);
  const db = database(context);
  const at = now();
  const wanted = url.searchParams.get("event");
  const events = await ticketCheckEvents(db, at, wanted);
  const chosen = events.find((event) => event.id === wanted) ?? tonightsEvent(events, at);
  return {
    staffId: member.id,
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
    })),
    chosen: chosen?.id ?? null,
    counts: chosen ? await doorCounts(db, chosen.id) : null,
  };
}

/** Offline (ADR 026), the counter stays as it was last loaded instead of giving way to an error page. */
const lastData = keepLastData<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastData.load(serverLoader);
}

/** A scan that cannot reach the server is checked on the phone's copy (ADR 026). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return actionOrUnreachable(serverAction);
}

const INTENTS = { scan: ticketScanSchema, pay: payAtDoorSchema };

/** How often the door counter reloads while the page is in view (the other phones' scans). */
const COUNTER_REFRESH_MS = 10_000;

type TicketResult = TicketAnswer & { scannedAt: string };

/** A scanned or typed ticket, and "take payment and admit" for one paid at the door. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const member = requireStaff(context, url, 1);
  const actor = { staffId: member.id, ip: context.get(requestInfoContext).ip };
  const parsed = parseIntent(await request.formData(), INTENTS);
  if (!parsed) return invalid(noFields());
  const db = database(context);
  const form = parsed.intent;
  const scannedAt = now().toISOString();
  if (parsed.intent === "scan") {
    const { submission } = parsed;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const answer = await scanTicket(db, submission.value, actor);
    return done(submission.reply({ resetForm: true }), { ...answer, scannedAt } satisfies TicketResult, {
      form,
    });
  }
  const { submission } = parsed;
  if (submission.status !== "success") return invalid(submission.reply(), { form });
  const outcome = await payAtDoorAndAdmit(db, submission.value, actor);
  if (!outcome.ok)
    return refused(
      outcome.code === "not-found" ? 404 : 409,
      submission.reply({ formErrors: [`ticketcheck.errors.${outcome.code}`] }),
      {
        form,
      },
    );
  return done(submission.reply(), { ...outcome.answer, scannedAt } satisfies TicketResult, { form });
}

const isTicketResult = (done: unknown): done is TicketResult =>
  typeof done === "object" && done !== null && "verdict" in done && "scannedAt" in done;

const isOffline = (answer: TicketResult): answer is OfflineTicketAnswer => "offline" in answer;

/**
 * A scan's answer as the door's scan endpoint sends it (ADR 046): a ticket's, or a card's for a
 * member without one; answers from the phone's copy and door payments are put in the same shape.
 */
type ScanShown =
  | { kind: "ticket"; answer: TicketAnswer | OfflineTicketAnswer; scannedAt: string }
  | { kind: "card"; answer: DoorAnswer; scannedAt: string };

const isScanShown = (done: unknown): done is ScanShown =>
  typeof done === "object" &&
  done !== null &&
  "kind" in done &&
  (done.kind === "ticket" || done.kind === "card") &&
  "answer" in done &&
  "scannedAt" in done;

const ticketShown = (answer: TicketResult): ScanShown => ({
  kind: "ticket",
  answer,
  scannedAt: answer.scannedAt,
});

export default function TicketCheck({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { events, chosen, counts, staffId } = loaderData;
  lastData.remember(loaderData);
  const offline = useOfflineDoor(chosen ? { kind: "tickets", eventId: chosen } : null);
  const door = useDoorScan("ticket-scan", chosen ? { eventId: chosen } : {}, isScanShown, {
    active: !offline.online,
    check: async (code, source, nonce) => {
      const answer = await offline.check(code, source, nonce);
      return answer && "ticket" in answer ? ticketShown(answer) : null;
    },
    lost: offline.lost,
  });
  const pay = useFetcher<FormAnswer<unknown>>({ key: "ticket-pay" });
  const codeInput = useRef<HTMLInputElement>(null);
  const { shown, failed, show } = door;
  useDoorKeys(door, codeInput);

  useEffect(() => {
    if (pay.state === "idle" && isTicketResult(pay.data?.done)) show(ticketShown(pay.data.done));
  }, [pay.state, pay.data, show]);

  // A ticket let in online is let in in the phone's copy at once: offline, it is "already let in".
  const { learn } = offline;
  const ticket: TicketResult | null =
    shown?.kind === "ticket" ? { ...shown.answer, scannedAt: shown.scannedAt } : null;
  useEffect(() => {
    if (shown?.kind === "ticket" && !("offline" in shown.answer)) void learn(shown.answer);
  }, [shown, learn]);

  // Several phones at one door: each one's counter catches up with the others' scans.
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  const onlineRef = useRef(offline.online);
  onlineRef.current = offline.online;
  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = revalidatorRef.current;
      if (document.visibilityState === "visible" && current.state === "idle" && onlineRef.current)
        void current.revalidate();
    }, COUNTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  // Scans sent after a time offline: the counter catches up at once.
  useEffect(() => {
    if (offline.report) void revalidatorRef.current.revalidate();
  }, [offline.report]);

  // A payment that could not reach the server (its client action answers `unreachable`).
  const payError =
    pay.data && "unreachable" in pay.data
      ? "doorOffline.payNeedsConnection"
      : pay.data?.result?.error?.[""]?.[0];

  /** Offline answers say which copy they come from, and what cannot be done without the server. */
  function offlineNote(answer: TicketResult): string | undefined {
    if (!isOffline(answer)) return undefined;
    const checked = offline.copy
      ? t("doorOffline.checkedOnCopy", { time: formatRome(new Date(offline.copy.takenAt), locale, "time") })
      : "";
    if (answer.notInCopy) return `${checked} ${t("doorOffline.notInCopy")}`;
    if (answer.verdict === "unpaid") return `${checked} ${t("doorOffline.payNeedsConnection")}`;
    return checked;
  }

  return (
    <>
      <PageHeader title={t("pages.internal-ticketcheck.title")} lead={t("pages.internal-ticketcheck.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-12">
        {events.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed border-border p-6 text-lg text-muted">
            {t("ticketcheck.noEvents")}
          </p>
        ) : (
          // A new document: the camera permission belongs to the page as loaded (ADR 023).
          <Form method="get" reloadDocument className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor="ticket-event" className="font-medium">
                {t("ticketcheck.eventLabel")}
              </label>
              <select
                id="ticket-event"
                name="event"
                defaultValue={chosen ?? undefined}
                className="min-h-11 max-w-full rounded-md border border-border bg-surface px-3 py-2"
              >
                {events.map((event) => (
                  // Title first and a short date: a phone shows only the start of the chosen option.
                  <option key={event.id} value={event.id}>
                    {event.title} · {formatRome(new Date(event.startsAt), locale, "weekdayDay")},{" "}
                    {formatRome(new Date(event.startsAt), locale, "time")}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="secondary">
              {t("ticketcheck.choose")}
            </Button>
            {chosen && (
              // The paper list and the night's totals (ADR 044), for when the phones cannot be used.
              <AppLink
                to={`/internal/ticketcheck/night?event=${chosen}`}
                className="inline-flex min-h-11 items-center underline underline-offset-2"
              >
                {t("night.open")}
              </AppLink>
            )}
          </Form>
        )}
        {chosen && counts && (
          <>
            <DoorConnection door={offline} kind="tickets" />
            <section
              aria-labelledby="counter-heading"
              className="rounded-lg border border-border bg-surface p-4"
            >
              <h2 id="counter-heading" className="text-lg font-semibold">
                {t("ticketcheck.counter.heading")}
              </h2>
              <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="door-counter">
                {(
                  [
                    ["admitted", counts.admitted],
                    ["sold", counts.sold],
                    ["seats", counts.seats ?? t("ticketcheck.counter.unlimited")],
                    ["guests", counts.guests],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className="flex flex-col">
                    <dt className="text-sm text-muted">{t(`ticketcheck.counter.${key}`)}</dt>
                    <dd className="text-3xl font-bold" data-testid={`counter-${key}`}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <div className="grid gap-6 lg:grid-cols-2">
              <section aria-labelledby="scanner-heading" className="flex flex-col gap-4" data-door-keys="">
                <h2 id="scanner-heading" className="text-xl font-semibold">
                  {t("ticketcheck.scannerHeading")}
                </h2>
                <QrCamera
                  holding={door.sending}
                  forget={door.generation}
                  subject="ticket"
                  onCode={(code) => door.send(code, "camera")}
                />
                <SoundNotice />
                <CodeEntry
                  inputRef={codeInput}
                  busy={door.busy}
                  onCode={(code) => door.send(code, "keyboard")}
                  label={t("ticketcheck.codeLabel")}
                  hint={t("ticketcheck.codeHint")}
                />
              </section>
              <ScanResult
                sectionRef={door.resultRef}
                ready={t("ticketcheck.ready")}
                failed={failed !== null}
                failedMessage={!offline.online && !offline.copy ? t("doorOffline.noCopyScan") : undefined}
                onRetry={door.retry}
              >
                {ticket ? (
                  <TicketVerdictPanel
                    answer={ticket}
                    // Offline, the copy's owner: its admissions on this phone carry their id.
                    staffId={isOffline(ticket) ? (offline.copy?.staffId ?? null) : staffId}
                    paying={pay.state !== "idle"}
                    payError={payError}
                    canPay={!isOffline(ticket)}
                    notInCopy={isOffline(ticket) && ticket.notInCopy}
                    note={offlineNote(ticket)}
                    onPay={(ticketId) =>
                      pay.submit(
                        { intent: "pay", ticketId, eventId: chosen, nonce: crypto.randomUUID() },
                        { method: "post" },
                      )
                    }
                    onNext={door.next}
                  />
                ) : shown?.kind === "card" ? (
                  // A member's card read at the event's door (ADR 045); requests are admitted at the card door.
                  <VerdictPanel
                    result={{ answer: shown.answer }}
                    admitting={false}
                    canAdmit={false}
                    onAdmit={() => {}}
                    onNext={door.next}
                  />
                ) : null}
              </ScanResult>
            </div>
          </>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-ticketcheck");
