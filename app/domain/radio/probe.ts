export type StreamStatus = { url: string; online: boolean } | { url: null; online: false };

type Fetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<Response>;
type ProbeOptions = { fetch: Fetch; now: () => number; timeoutMs: number; ttlMs: number };

/**
 * Asks the stream host whether the stream answers, at most once per `ttlMs`: every visitor of /radio
 * would otherwise open a connection to it. A live stream never ends, so the body is dropped as soon
 * as the headers arrive.
 */
export function createStreamProbe({ fetch, now, timeoutMs, ttlMs }: ProbeOptions) {
  let cached: { url: string; online: boolean; at: number } | undefined;
  return async function status(url: string | undefined): Promise<StreamStatus> {
    if (!url) return { url: null, online: false };
    if (cached && cached.url === url && now() - cached.at < ttlMs) return { url, online: cached.online };
    const online = await reachable(fetch, url, timeoutMs);
    cached = { url, online, at: now() };
    return { url, online };
  };
}

async function reachable(fetch: Fetch, url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { "Icy-MetaData": "0" },
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}
