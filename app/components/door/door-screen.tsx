import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import type { OfflineCardAnswer, OfflineTicketAnswer } from "~/domain/door/local-verdict";
import { type DoorScreenAnswer, isDoorScreenAnswer, isOfflineAnswer } from "~/domain/door/screen-answer";
import type { DoorLogEntry } from "~/domain/memberships/door-answer";
import type { DoorSaleDone } from "~/domain/tickets/sell-at-door-form";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { type FormAnswer, formErrorsOf } from "~/routing/form-answer";
import { CodeEntry } from "./code-entry";
import { DoorCounter } from "./door-counter";
import { DoorLog } from "./door-log";
import { DoorSaleOffer } from "./door-sale-offer";
import { EventChooser, type ScreenEvent } from "./event-chooser";
import { GuestCheckIn } from "./guest-check-in";
import { GuestVerdictPanel } from "./guest-verdict-panel";
import {
  addOnce,
  admissionOfAnswer,
  countsWithLocal,
  type DoorCounts,
  type LocalAdmission,
  type LocalLogEntry,
  logEntryOf,
  logWithLocal,
} from "./local-figures";
import { DoorConnection } from "./offline-notice";
import { QrCamera } from "./qr-camera";
import { ScanResult } from "./scan-result";
import { SoundNotice } from "./sound-notice";
import { TicketVerdictPanel } from "./ticket-verdict-panel";
import { useDoorKeys, useDoorScan } from "./use-door-scan";
import { useOfflineDoor } from "./use-offline-door";
import { VerdictPanel } from "./verdict-panel";
import { VisitorForm } from "./visitor-form";

/** How often the page's figures reload while in view: the other phones' scans. */
const REFRESH_MS = 10_000;

type Common = {
  /** The signed-in staff member: their own admissions are "already let in by you". */
  staffId: string;
  staffName: string;
  /** When the loader read the figures (ISO, the server's clock). */
  loadedAt: string;
  /** The nonce of a code sent by the page's own form, before its scripts run (`CodeEntry`). */
  formNonce: string;
  /** The route's answer to that form: its verdict is shown first, its error next to the field. */
  typed?: FormAnswer<unknown> | { readonly unreachable: true } | undefined;
};

/**
 * The two addresses of the scanner: the card door (`/internal/validate`, any staff) and an event's
 * door (`/internal/ticketcheck`, management), with what each loads.
 */
export type DoorScreenProps =
  | (Common & { door: "cards"; log: DoorLogEntry[] })
  | (Common & {
      door: "event";
      events: ScreenEvent[];
      chosen: string | null;
      counts: DoorCounts | null;
    });

type OfflineAnswer = OfflineTicketAnswer | OfflineCardAnswer;

/** An answer from the phone's copy, in the shape the server answers a scan with. */
const fromCopy = (answer: OfflineAnswer): DoorScreenAnswer =>
  "ticket" in answer
    ? { kind: "ticket", answer, scannedAt: answer.scannedAt }
    : { kind: "card", answer, scannedAt: answer.scannedAt };

/** The ticket answer of a ticket just sold at the door: let in now, by this phone's staff member. */
function soldAnswer(
  sale: DoorSaleDone,
  event: ScreenEvent,
  staff: Pick<Common, "staffId" | "staffName">,
): DoorScreenAnswer {
  return {
    kind: "ticket",
    scannedAt: sale.admittedAt,
    sold: { method: sale.method, priceCents: sale.priceCents },
    answer: {
      verdict: "admitted",
      code: "",
      ticket: {
        id: sale.ticketId,
        orderId: sale.orderId,
        buyerName: sale.holderName,
        eventId: sale.eventId,
        eventTitle: event.title,
        eventTitleEn: event.titleEn,
        eventStartsAt: event.startsAt,
        type: "standard",
        state: "valid",
        priceCents: sale.priceCents,
        purchasedAt: sale.admittedAt,
        paidAt: sale.admittedAt,
      },
      usedAt: sale.admittedAt,
      usedBy: staff.staffName,
      usedById: staff.staffId,
    },
  };
}

/**
 * The door's one scanner screen (ADR 046). Any code, from the camera, a keyboard-wedge scanner or
 * typed, goes through the door's pipeline and comes back as one verdict: at the card door a card's;
 * at an event's door a ticket's (with the §2 fields) or, for a card, the card's, with admission on
 * the spot for a request and the door sale for a valid member without a ticket. An event's door
 * also lets in names of its guest list. The counter and the card door's log move at once with this
 * phone's answers; a reload every 10 s brings the other phones' (`local-figures.ts`).
 */
export function DoorScreen(props: DoorScreenProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const eventDoor = props.door === "event";
  const eventId = props.door === "event" ? props.chosen : null;
  const event = props.door === "event" ? props.events.find((candidate) => candidate.id === eventId) : null;
  const offline = useOfflineDoor(
    props.door === "cards" ? { kind: "cards" } : eventId ? { kind: "tickets", eventId } : null,
  );
  const typed =
    props.typed && "result" in props.typed && props.typed.form === "scan" ? props.typed : undefined;
  const door = useDoorScan<DoorScreenAnswer>(
    eventId ? { eventId } : {},
    isDoorScreenAnswer,
    {
      active: !offline.online,
      check: async (code, source, nonce) => {
        const answer = await offline.check(code, source, nonce);
        return answer ? fromCopy(answer) : null;
      },
      lost: offline.lost,
    },
    isDoorScreenAnswer(typed?.done) ? typed.done : null,
  );
  const admit = useFetcher<FormAnswer<unknown>>({ key: "door-admit" });
  // The scan an admission was asked for: its errors (the fee's above all) belong to that scan alone,
  // and the next scan starts clean.
  const [admitFor, setAdmitFor] = useState<string | null>(null);
  const pay = useFetcher<FormAnswer<unknown>>({ key: "ticket-pay" });
  const codeInput = useRef<HTMLInputElement>(null);
  const { shown, failed, show } = door;
  useDoorKeys(door, codeInput);

  useEffect(() => {
    if (admit.state === "idle" && isDoorScreenAnswer(admit.data?.done)) show(admit.data.done);
  }, [admit.state, admit.data, show]);
  useEffect(() => {
    if (pay.state === "idle" && isDoorScreenAnswer(pay.data?.done)) show(pay.data.done);
  }, [pay.state, pay.data, show]);

  // What the server answered online goes into the phone's copy at once (ADR 026): a ticket let in
  // is "already let in" offline, a request admitted on the spot is valid.
  const { learn } = offline;
  useEffect(() => {
    if (!shown || isOfflineAnswer(shown)) return;
    if (shown.kind === "ticket") void learn(shown.answer);
    else if (shown.kind === "card") void learn({ answer: shown.answer, admitted: shown.admitted });
  }, [shown, learn]);

  // This phone's answers move the counter and the log at once, until a load holds them.
  const [admissions, setAdmissions] = useState<readonly LocalAdmission[]>([]);
  const [scans, setScans] = useState<readonly LocalLogEntry[]>([]);
  const loadedAtRef = useRef(props.loadedAt);
  loadedAtRef.current = props.loadedAt;
  const staffName = props.staffName;
  useEffect(() => {
    if (!shown) return;
    const base = loadedAtRef.current;
    setAdmissions((list) => addOnce(list, admissionOfAnswer(shown, base)));
    setScans((list) => addOnce(list, logEntryOf(shown, staffName, base)));
  }, [shown, staffName]);

  // Several phones at one door: each one's figures catch up with the others' scans.
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
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  // Scans sent after a time offline: the figures catch up at once.
  useEffect(() => {
    if (offline.report) void revalidatorRef.current.revalidate();
  }, [offline.report]);

  const onSold = useCallback(
    (sale: DoorSaleDone) => {
      if (event) show(soldAnswer(sale, event, { staffId: props.staffId, staffName }));
    },
    [event, show, props.staffId, staffName],
  );

  // An action that could not reach the server (its client action answers `unreachable`).
  const actionError = (data: unknown, offlineMessage: string) =>
    data && typeof data === "object" && "unreachable" in data
      ? offlineMessage
      : (data as FormAnswer<unknown> | undefined)?.result?.error?.[""]?.[0];

  /** Offline answers say which copy they come from, and what cannot be done without the server. */
  function offlineNote(result: DoorScreenAnswer): string | undefined {
    if (!isOfflineAnswer(result)) return undefined;
    const checked = offline.copy
      ? t("doorOffline.checkedOnCopy", { time: formatRome(new Date(offline.copy.takenAt), locale, "time") })
      : "";
    if (result.kind === "ticket") {
      const answer = result.answer as OfflineTicketAnswer;
      if (answer.notInCopy) return `${checked} ${t("doorOffline.notInCopy")}`;
      if (answer.verdict === "unpaid") return `${checked} ${t("doorOffline.payNeedsConnection")}`;
      return checked;
    }
    if (result.kind === "card") {
      const answer = result.answer as OfflineCardAnswer;
      if (answer.typedCode) return `${checked} ${t("doorOffline.typedCardCode")}`;
      if (answer.verdict === "unknown") return `${checked} ${t("doorOffline.cardNotInCopy")}`;
      if (answer.verdict === "requested") return `${checked} ${t("doorOffline.admitNeedsConnection")}`;
    }
    return checked;
  }

  function verdict(result: DoorScreenAnswer) {
    const fromCopy = isOfflineAnswer(result);
    if (result.kind === "guest")
      return <GuestVerdictPanel answer={result.answer} scannedAt={result.scannedAt} onNext={door.next} />;
    if (result.kind === "ticket") {
      const answer = { ...result.answer, scannedAt: result.scannedAt };
      const sold = result.sold
        ? t("doorSale.sold", {
            name: result.answer.ticket?.buyerName ?? "",
            price: formatPrice(result.sold.priceCents, locale),
            method: t(`doorSale.methods.${result.sold.method}`),
          })
        : undefined;
      return (
        <TicketVerdictPanel
          answer={answer}
          // Offline, the copy's owner: its admissions on this phone carry their id.
          staffId={fromCopy ? (offline.copy?.staffId ?? null) : props.staffId}
          paying={pay.state !== "idle"}
          payError={actionError(pay.data, "doorOffline.payNeedsConnection")}
          canPay={!fromCopy}
          notInCopy={fromCopy && (result.answer as OfflineTicketAnswer).notInCopy}
          note={sold ?? offlineNote(result)}
          onPay={(ticketId) =>
            pay.submit(
              { intent: "pay", ticketId, eventId: eventId ?? "", nonce: crypto.randomUUID() },
              { method: "post" },
            )
          }
          onNext={door.next}
        />
      );
    }
    const card = result.answer.card;
    const sale =
      eventId && !fromCopy && !result.admitted && result.answer.verdict === "valid" && card && offline.online;
    const admitAnswer = admitFor === result.scannedAt ? admit.data : undefined;
    return (
      <>
        <VerdictPanel
          result={{ answer: result.answer, admitted: result.admitted }}
          admitting={admit.state !== "idle"}
          admitError={actionError(admitAnswer, "doorOffline.admitNeedsConnection")}
          offlineNote={offlineNote(result)}
          canAdmit={!fromCopy}
          offline={fromCopy}
          feeErrors={admitAnswer?.result?.error ?? undefined}
          onAdmit={(membershipId, fee) => {
            setAdmitFor(result.scannedAt);
            admit.submit({ intent: "admit", membershipId, ...fee }, { method: "post" });
          }}
          onNext={door.next}
        />
        {sale && (
          <DoorSaleOffer
            key={`${card.id}|${result.scannedAt}`}
            membershipId={card.id}
            eventId={eventId}
            onSold={onSold}
          />
        )}
      </>
    );
  }

  const page = eventDoor ? "internal-ticketcheck" : "internal-validate";
  const texts = eventDoor ? "ticketcheck" : "validate";
  const scanner =
    props.door === "cards" || eventId ? (
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="scanner-heading" className="flex flex-col gap-4" data-door-keys="">
          <h2 id="scanner-heading" className="text-xl font-semibold">
            {t(`${texts}.scannerHeading`)}
          </h2>
          <QrCamera
            holding={door.sending}
            forget={door.generation}
            subject={eventDoor ? "any" : "card"}
            onCode={(code) => door.send(code, "camera")}
          />
          <SoundNotice />
          <CodeEntry
            inputRef={codeInput}
            busy={door.busy}
            onCode={(code) => door.send(code, "keyboard")}
            fields={{ nonce: props.formNonce, ...(eventId ? { eventId } : {}) }}
            serverErrors={typed?.result.error?.code ?? formErrorsOf(typed)}
            label={t(`${texts}.codeLabel`)}
            hint={t(`${texts}.codeHint`)}
          />
        </section>
        <ScanResult
          sectionRef={door.resultRef}
          ready={t(`${texts}.ready`)}
          failed={failed !== null}
          failedMessage={
            door.waitSeconds !== null
              ? t("validate.tooManyScans", { count: door.waitSeconds })
              : !offline.online && !offline.copy
                ? t("doorOffline.noCopyScan")
                : undefined
          }
          onRetry={door.retry}
        >
          {shown ? verdict(shown) : null}
        </ScanResult>
      </div>
    ) : null;

  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-12">
        {props.door === "event" && <EventChooser events={props.events} chosen={props.chosen} />}
        {scanner && <DoorConnection door={offline} kind={eventDoor ? "tickets" : "cards"} />}
        {props.door === "event" && props.counts && (
          <DoorCounter counts={countsWithLocal(props.counts, props, admissions)} />
        )}
        {scanner}
        {props.door === "event" && eventId && (
          <GuestCheckIn eventId={eventId} online={offline.online} onAnswer={show} />
        )}
        {props.door === "cards" && (
          <>
            <VisitorForm />
            <DoorLog entries={logWithLocal(props.log, props, scans)} />
          </>
        )}
      </div>
    </>
  );
}
