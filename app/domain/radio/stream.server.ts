import { config } from "~/config.server";
import { createStreamProbe, type StreamStatus } from "./probe";

/** A short timeout keeps /radio fast when the stream host is down; a minute of caching spares it. */
const probe = createStreamProbe({ fetch, now: Date.now, timeoutMs: 2500, ttlMs: 60_000 });

export function radioStreamStatus(): Promise<StreamStatus> {
  return probe(config().RADIO_STREAM_URL);
}
