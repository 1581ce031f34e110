import { describe, expect, it, vi } from "vitest";
import { createStreamProbe } from "~/domain/radio/probe";

const URL_A = "https://stream.example.org/live.mp3";

function setup(answer: () => Promise<Response>) {
  let clock = 0;
  const fetch = vi.fn(answer);
  const probe = createStreamProbe({ fetch, now: () => clock, timeoutMs: 100, ttlMs: 60_000 });
  return { fetch, probe, advance: (ms: number) => (clock += ms) };
}

describe("radio stream probe", () => {
  it("is offline without asking anyone when no stream is configured", async () => {
    const { fetch, probe } = setup(async () => new Response("x"));
    await expect(probe(undefined)).resolves.toEqual({ url: null, online: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is online when the stream answers, offline on an error status or a network failure", async () => {
    await expect(setup(async () => new Response("audio")).probe(URL_A)).resolves.toEqual({
      url: URL_A,
      online: true,
    });
    const missing = setup(async () => new Response(null, { status: 404 }));
    await expect(missing.probe(URL_A)).resolves.toMatchObject({ online: false });
    const down = setup(() => Promise.reject(new TypeError("fetch failed")));
    await expect(down.probe(URL_A)).resolves.toMatchObject({ online: false });
  });

  it("asks the host at most once a minute", async () => {
    const { fetch, probe, advance } = setup(async () => new Response("audio"));
    await probe(URL_A);
    advance(59_000);
    await probe(URL_A);
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(2_000);
    await probe(URL_A);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
