import express, { type Router } from "express";
import { receiveStripeWebhook } from "~/domain/payments/stripe-webhook.server";
import type { ApiDeps } from "./http.server";
import { HttpError } from "./http-error.server";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/**
 * Stripe's webhook (ADR 024, ADR 054): the raw body, because the signature covers the exact bytes. A bad or
 * missing signature is 400 and changes nothing; a replayed event answers 200 and changes nothing.
 */
export function mountStripeRoutes(router: Router, deps: ApiDeps): void {
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: "*/*", limit: "512kb" }), async (req, res, next) => {
    try {
      const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await receiveStripeWebhook(deps.db(), body, req.get("stripe-signature"));
      if (outcome === "bad-signature") throw new HttpError(400, "INVALID", "bad signature");
      res.set("Cache-Control", "no-store").json({ received: true, outcome });
    } catch (error) {
      next(error);
    }
  });
}
