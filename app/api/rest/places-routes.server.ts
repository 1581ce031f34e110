import type { Router } from "express";
import { searchPlaces } from "~/domain/memberships/places.server";
import { placesQuerySchema } from "../schemas";
import { HttpError } from "./http-error.server";

/**
 * Places of birth for the membership forms (municipalities, former ones included, and countries):
 * public reference data, no personal data, so no token is needed and answers may be cached.
 */
export function mountPlacesRoutes(router: Router): void {
  router.get("/api/places", async (req, res) => {
    const parsed = placesQuerySchema.safeParse(req.query);
    if (!parsed.success) throw new HttpError(400, "INVALID", "invalid query");
    const places = await searchPlaces(parsed.data.kind, parsed.data.q, 12, parsed.data.locale);
    res.set("Cache-Control", "public, max-age=86400");
    res.json({ places });
  });
}
