import { confirmedSignatureCount } from "~/domain/petition/signatures.server";
import { database } from "~/routing/database.server";
import type { Route } from "./+types/count";

/**
 * `{ "count": n }`: the number of confirmed signatures and nothing else. Five seconds of shared
 * caching let a proxy or CDN absorb the polling of many open pages; the blocks poll every 15 s.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const count = await confirmedSignatureCount(database(context));
  return Response.json({ count }, { headers: { "cache-control": "public, max-age=5" } });
}
