import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form";
import type { DoorMethod } from "~/domain/tickets/door-method";
import type { DoorSaleDone } from "~/domain/tickets/sell-at-door-form";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";
import { type FormAnswer, formErrorsOf } from "~/routing/form-answer";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

export type SellAtDoorProps = {
  /** The card just scanned: valid, with no ticket for tonight (as `doorSaleOffer` answered). */
  membershipId: string;
  /** Tonight's event, the one the scanner is on. */
  eventId: string;
  /** The card holder's name, as the offer gives it: the ticket is in this name. */
  holderName: string;
  /** The event's price in cents: what to take. */
  priceCents: number;
  /** Seats still on sale, as the offer counted them; null for no limit; left out, nothing is said. */
  seatsLeft?: number | null;
  /** Called once with the sale when the ticket is sold and the person let in (a retried press too). */
  onSold?: (sale: DoorSaleDone) => void;
  /** The level of the box's heading inside the page (3 unless said). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Sell at the door (ADR 044): offers a member with a valid card and no ticket for tonight's event a
 * ticket on the spot, paid in cash or by card, and lets them in. Management only (the sale's route
 * refuses level 0). Mount it for one scanned card (give it a `key` per scan): it makes one nonce when
 * mounted, so a press sent again (a lost answer, a double tap, "cash" then "card") sells once and
 * shows the first sale. The route's refusals (sold out, a ticket already, card not valid, …) are said
 * in words next to the buttons.
 */
export function SellAtDoor({
  membershipId,
  eventId,
  holderName,
  priceCents,
  seatsLeft,
  onSold,
  headingLevel = 3,
}: SellAtDoorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<FormAnswer<DoorSaleDone>>();
  const headingId = useId();
  const errorId = useId();
  // Made in the browser once per mounted offer: every press of this offer carries the same one.
  const [nonce, setNonce] = useState("");
  useEffect(() => setNonce(crypto.randomUUID()), []);
  const busy = useDelayedFlag(fetcher.state !== "idle");
  const sale = fetcher.data?.done;
  const errors = fetcher.state === "idle" ? formErrorsOf(fetcher.data) : undefined;
  const told = useRef<string | null>(null);
  const onSoldRef = useRef(onSold);
  onSoldRef.current = onSold;
  useEffect(() => {
    if (sale && told.current !== sale.orderId) {
      told.current = sale.orderId;
      onSoldRef.current?.(sale);
    }
  }, [sale]);

  const price = formatPrice(priceCents, locale);
  const Heading = `h${headingLevel}` as const;
  const sell = (method: DoorMethod) => {
    if (!nonce || fetcher.state !== "idle") return;
    void fetcher.submit(
      { membershipId, eventId, method, nonce },
      { method: "post", action: localePath(locale, "/internal/ticketcheck/sell") },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      data-testid="sell-at-door"
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {t("doorSale.heading")}
      </Heading>
      {sale ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border-2 border-green-700 p-3 font-semibold dark:border-green-300"
          data-testid="sell-at-door-sold"
        >
          <span aria-hidden="true">✓</span>
          {t("doorSale.sold", {
            name: sale.holderName,
            price: formatPrice(sale.priceCents, locale),
            method: t(`doorSale.methods.${sale.method}`),
          })}
        </p>
      ) : (
        <>
          <p>
            {t("doorSale.offer", { name: holderName, price })}
            {typeof seatsLeft === "number" && <> {t("doorSale.seatsLeft", { count: seatsLeft })}</>}
          </p>
          <FormAlert id={errorId} errors={errors} />
          <div className="flex flex-wrap gap-2">
            {(["cash", "card"] as const).map((method) => (
              <Button
                key={method}
                variant={method === "cash" ? "primary" : "secondary"}
                onClick={() => sell(method)}
                disabled={!nonce}
                aria-disabled={busy || undefined}
                aria-describedby={errors ? errorId : undefined}
                data-method={method}
              >
                {busy && fetcher.formData?.get("method") === method
                  ? t("doorSale.selling")
                  : t(`doorSale.${method}`)}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
