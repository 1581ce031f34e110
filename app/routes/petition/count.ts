import { getDb } from "~/db/client.server";
import { confirmedSignatureCount } from "~/domain/petition/signatures.server";

/**
 * `{ "count": n }`: the number of confirmed signatures and nothing else. Five seconds of shared
 * caching let a proxy or CDN absorb the polling of many open pages; the blocks poll every 15 s.
 */
export async function loader() {
  const count = await confirmedSignatureCount(getDb());
  return Response.json({ count }, { headers: { "cache-control": "public, max-age=5" } });
}
