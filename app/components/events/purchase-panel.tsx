import { useEffect, useState, useSyncExternalStore } from "react";
import { Form, type FormProps } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, SubmitButton } from "~/components/ui/form-status";
import type { EventViewData } from "~/domain/events/event-page.server";
import type { BuyerStatus } from "~/domain/tickets/own.server";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { formatRome } from "~/lib/rome-time";
import { type FormAnswer, formErrorsOf } from "~/routing/form-answer";
import { usePurchase } from "./use-purchase";

/**
 * The ticket box of an event (spec §6, ADR 024): price and seats left, then the one step the
 * visitor is at: sign in, get a membership, buy, or open the ticket they have. Paid events and free
 * events with a seat limit sell tickets; free events without a limit need none. Without `buyer`
 * (the staff preview) it only states the rules.
 */
/** How tickets are paid here, and whether the visitor is back from Stripe's page. */
export type PurchaseContext = { paysOnline: boolean; back: "paid" | "cancelled" | null };

export function PurchasePanel({
  event,
  buyer,
  purchase,
  answer,
}: {
  event: EventViewData;
  buyer?: BuyerStatus;
  purchase?: PurchaseContext;
  answer?: FormAnswer<unknown>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // With the page's script a press goes to the purchase endpoint (ADR 080); without it the form
  // posts to the page's action, whose answer comes as `answer`.
  const scripts = useScripts();
  const sent = usePurchase(event.id, locale);
  const shown = sent.answer ?? answer;
  // A busy answer is retried by the page's script; without it, its message asks to press again.
  const retryBusy = scripts && shown?.retryAfter !== undefined && buyer?.kind === "can-buy";
  if (event.isPast)
    return <p className="rounded-md border border-border bg-surface p-4">{t("events.past")}</p>;
  const sells = event.isPaid || event.seatsLeft !== null;
  const soldOut = event.seatsLeft === 0;
  return (
    <section aria-labelledby="tickets-heading" className="rounded-md border border-border bg-surface p-4">
      <h2 id="tickets-heading" className="text-xl font-bold">
        {t("events.tickets")}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t("events.price")}</dt>
        <dd className="font-semibold" data-testid="event-price">
          {event.isPaid ? formatPrice(event.priceCents, locale) : t("events.free")}
        </dd>
      </dl>
      {event.seatsLeft !== null && (
        <p className="mt-1" data-testid="event-seats">
          {soldOut ? t("events.soldOut") : t("events.seatsLeft", { count: event.seatsLeft })}
        </p>
      )}
      {!sells ? (
        <p className="mt-3">{t("events.freeRules")}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3" data-testid="purchase" data-step={buyer?.kind}>
          <BuyerStep
            event={event}
            buyer={buyer}
            purchase={purchase}
            soldOut={soldOut}
            // Handlers exist only once the page's scripts run: before, the form posts to the action.
            onSubmit={sendByScript(sent.buy)}
            pending={sent.pending}
          />
          <FormAlert errors={retryBusy ? undefined : formErrorsOf(shown)} />
          {/* Always there, so that screen readers announce the busy message when it comes (ADR 062). */}
          <div role="status">
            {retryBusy && shown?.retryAfter !== undefined && (
              <BusyRetry answer={shown} seconds={shown.retryAfter} retry={sent.buy} pending={sent.pending} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** The form's submit handler when the page's script sends the press itself. */
const sendByScript =
  (buy: () => Promise<void>): NonNullable<FormProps["onSubmit"]> =>
  (event) => {
    event.preventDefault();
    void buy();
  };

function BuyerStep({
  event,
  buyer,
  purchase,
  soldOut,
  onSubmit,
  pending,
}: {
  event: EventViewData;
  buyer?: BuyerStatus;
  purchase?: PurchaseContext;
  soldOut: boolean;
  onSubmit?: FormProps["onSubmit"];
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  switch (buyer?.kind) {
    case undefined:
      return <p>{t("events.ticketRules")}</p>;
    case "anonymous":
      return (
        <>
          <p>{t("tickets.signInFirst")}</p>
          <AppLink
            // Back to this page in this language once signed in.
            to={`/u/login?redirectTo=${encodeURIComponent(localePath(locale, `/event/${event.id}`))}`}
            className={buttonClass("primary", "self-start")}
          >
            {t("events.signIn")}
          </AppLink>
        </>
      );
    case "no-membership":
      return (
        <>
          <p>{t("tickets.needMembership")}</p>
          <AppLink to="/u/membership" className={buttonClass("primary", "self-start")}>
            {t("events.membership")}
          </AppLink>
        </>
      );
    case "ticket":
      return (
        <>
          <p>{buyer.state === "unpaid" ? t("tickets.ownedUnpaid") : t("tickets.owned")}</p>
          <AppLink to={`/u/ticket/${buyer.ticketId}`} className={buttonClass("primary", "self-start")}>
            {t("tickets.openTicket")}
          </AppLink>
        </>
      );
    case "payment-pending":
      return (
        <Form method="post" className="flex flex-col gap-3" onSubmit={onSubmit}>
          {purchase?.back === "paid" && (
            <p role="status" className="font-semibold">
              {t("tickets.confirming")}
            </p>
          )}
          {purchase?.back === "cancelled" && <p role="status">{t("tickets.cancelledPayment")}</p>}
          <p>
            {t("tickets.pending", {
              time: buyer.expiresAt ? formatRome(new Date(buyer.expiresAt), locale, "time") : "",
            })}
          </p>
          <div>
            <SubmitButton name="intent" value="buy" pending={pending}>
              {t("tickets.continuePayment")}
            </SubmitButton>
          </div>
        </Form>
      );
    case "can-buy":
      if (soldOut) return null;
      return (
        <Form method="post" className="flex flex-col gap-3" onSubmit={onSubmit}>
          <p className="text-sm text-muted">{t("tickets.personal")}</p>
          {event.isPaid && (
            <p className="text-sm text-muted">
              {purchase?.paysOnline ? t("tickets.payOnline") : t("tickets.payAtDoor")}
            </p>
          )}
          <div>
            <SubmitButton name="intent" value="buy" pending={pending}>
              {event.isPaid ? t("tickets.buy") : t("tickets.buyFree")}
            </SubmitButton>
          </div>
        </Form>
      );
  }
}

const noSubscription = () => () => {};

/** False on the server and while the page hydrates, true once the page's script runs. */
function useScripts(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The answer "busy" (503, ADR 062): nothing was sold, and the purchase is sent again by itself after
 * the seconds the server asked for, with a visible countdown; the message is announced once, then
 * again when the new attempt starts.
 */
function BusyRetry({
  answer,
  seconds,
  retry,
  pending,
}: {
  answer: FormAnswer<unknown>;
  seconds: number;
  retry: () => Promise<void>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each busy answer is a new object and starts its own countdown
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        void retry();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [answer, seconds, retry]);
  const retrying = pending || left === 0;
  return (
    <div className="rounded-md border border-border p-3" data-testid="purchase-busy">
      <p>{retrying ? t("tickets.retrying") : t("tickets.busy")}</p>
      {/* The seconds change every second: shown, not read out each time. */}
      <p className="mt-1 flex items-center gap-2 text-sm text-muted" aria-hidden="true">
        <span className="inline-block size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
        {retrying ? null : t("tickets.busyCountdown", { seconds: left })}
      </p>
    </div>
  );
}
