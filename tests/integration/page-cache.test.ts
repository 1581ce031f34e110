/**
 * The anonymous page cache (ADR 031). First over a small Express app with the real middleware, the
 * real compression and an injected clock, where a counter shows each render; then over the whole
 * app, where signed-in pages must never come from the cache.
 */
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSORS_BUSY } from "../../server/compression";
import { createPageCache, type PageCache } from "../../server/page-cache";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitors } from "./visitors";

const TTL = 5000;
const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

type Site = {
  url: string;
  cache: PageCache;
  renders: () => number;
  /** The next render waits until `release` is called. */
  hold(): void;
  release(): void;
  advance(ms: number): void;
  setTitle(title: string): void;
};

/** A site whose pages say their title and render count; `clock` may be shared by two sites. */
async function site(
  clock = { now: 1_000_000 },
  bounds: { maxTotalBytes?: number; sweepMs?: number } = {},
): Promise<Site> {
  let renders = 0;
  let title = "Concerto";
  let gate: Promise<void> | undefined;
  let open = () => {};
  const cache = createPageCache({ ttlMs: TTL, now: () => clock.now, ...bounds });
  const app = express();
  app.use(cache.middleware);
  app.use(compression({ threshold: 0 }));
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", "script-src 'nonce-abc'");
    next();
  });
  app.get("/event/1", async (_req, res) => {
    renders += 1;
    const n = renders;
    if (gate) await gate;
    res.type("html").send(`<h1>${title}</h1><p>render ${n}</p>`);
  });
  app.get("/page/:n", (req, res) => {
    renders += 1;
    res.type("html").send(`<p>${req.params.n} render ${renders}</p>`.padEnd(1000, "."));
  });
  app.get("/with-cookie", (_req, res) => {
    renders += 1;
    res.cookie("flash", "1").type("html").send("flash");
  });
  app.get("/sent-uncompressed-in-a-rush", (_req, res) => {
    renders += 1;
    res.locals[COMPRESSORS_BUSY] = true;
    res.type("html").send("every compressor was busy");
  });
  app.get("/private", (_req, res) => {
    renders += 1;
    res.set("Cache-Control", "private, no-store").type("html").send("private");
  });
  app.get("/varies", (_req, res) => {
    renders += 1;
    res.set("Vary", "Cookie").type("html").send("varies");
  });
  app.get("/missing", (_req, res) => {
    renders += 1;
    res.status(404).type("html").send("missing");
  });
  app.get("/feed.json", (_req, res) => {
    renders += 1;
    res.json({ renders });
  });
  app.post("/internal/event/1", (req, res) => {
    res.status(req.query.refuse ? 403 : 302).end();
  });
  const server = createServer(app);
  server.keepAliveTimeout = 0;
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cache,
    renders: () => renders,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = undefined;
      open();
    },
    advance(ms) {
      clock.now += ms;
    },
    setTitle(next) {
      title = next;
    },
  };
}

const page = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { "accept-encoding": "identity", ...headers } });

describe("the anonymous page cache", () => {
  it("renders a page once per TTL for anonymous visitors, with its headers", async () => {
    const s = await site();
    const first = await page(`${s.url}/event/1`);
    const second = await page(`${s.url}/event/1`);
    expect(await first.text()).toBe("<h1>Concerto</h1><p>render 1</p>");
    expect(await second.text()).toBe("<h1>Concerto</h1><p>render 1</p>");
    expect(second.headers.get("content-security-policy")).toBe("script-src 'nonce-abc'");
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(s.renders()).toBe(1);
    s.advance(TTL - 1);
    await page(`${s.url}/event/1`);
    expect(s.renders()).toBe(1);
    s.advance(1);
    expect(await (await page(`${s.url}/event/1`)).text()).toContain("render 2");
  });

  it("keeps at most maxTotalBytes of pages, the oldest going first, and lets expired pages go", async () => {
    const s = await site(undefined, { maxTotalBytes: 2500 });
    for (const n of [1, 2, 3]) await (await page(`${s.url}/page/${n}`)).text();
    expect(s.renders()).toBe(3);
    expect(s.cache.size()).toBe(2);
    expect(s.cache.bytes()).toBe(2000);
    expect(await (await page(`${s.url}/page/3`)).text()).toContain("3 render 3");
    expect(await (await page(`${s.url}/page/1`)).text()).toContain("1 render 4");
    expect(s.renders()).toBe(4);

    s.advance(TTL);
    await (await page(`${s.url}/page/4`)).text();
    expect(s.cache.size()).toBe(1);
    expect(s.cache.bytes()).toBe(1000);
  });

  it("lets expired pages go after a burst even when no other page comes", async () => {
    const s = await site(undefined, { sweepMs: 10 });
    for (const n of [1, 2, 3]) await (await page(`${s.url}/page/${n}`)).text();
    expect(s.cache.bytes()).toBe(3000);
    s.advance(TTL);
    await expect.poll(() => s.cache.bytes()).toBe(0);
    expect(s.cache.size()).toBe(0);
  });

  it("never serves a visitor with a session or any other cookie, or an Authorization header", async () => {
    const s = await site();
    await page(`${s.url}/event/1`);
    for (const headers of <Record<string, string>[]>[
      { cookie: "authrefToken=abc" },
      { cookie: "consent=all; authrefToken=abc" },
      { cookie: "pendingActivation=x" },
      { authorization: "Bearer abc" },
    ]) {
      await page(`${s.url}/event/1`, headers);
    }
    expect(s.renders()).toBe(5);
  });

  it("keeps one copy per consent choice and per accepted encoding", async () => {
    const s = await site();
    await page(`${s.url}/event/1`, { cookie: "consent=all" });
    await page(`${s.url}/event/1`, { cookie: "consent=all" });
    await page(`${s.url}/event/1`, { cookie: "consent=none" });
    expect(s.renders()).toBe(2);
    const gzipped = await fetch(`${s.url}/event/1`, { headers: { "accept-encoding": "gzip" } });
    const again = await fetch(`${s.url}/event/1`, { headers: { "accept-encoding": "gzip" } });
    expect(s.renders()).toBe(3);
    expect(again.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses: the replayed bytes are a valid gzip of the page.
    expect(await gzipped.text()).toBe(await again.text());
    const raw = await new Promise<Buffer>((resolve, reject) => {
      get(`${s.url}/event/1`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject);
    });
    expect(gunzipSync(raw).toString()).toBe("<h1>Concerto</h1><p>render 3</p>");
    expect(s.renders()).toBe(3);
  });

  it("does not keep answers that set a cookie, are private, vary on more, fail, are not pages or were sent uncompressed in a rush", async () => {
    const s = await site();
    const paths = [
      "/with-cookie",
      "/private",
      "/varies",
      "/missing",
      "/feed.json",
      "/sent-uncompressed-in-a-rush",
    ];
    for (const path of paths) {
      await page(`${s.url}${path}`);
      await page(`${s.url}${path}`);
    }
    expect(s.renders()).toBe(12);
    expect(s.cache.size()).toBe(0);
  });

  it("a staff change empties this process's cache at once; a refused one does not", async () => {
    const s = await site();
    await page(`${s.url}/event/1`);
    await fetch(`${s.url}/internal/event/1?refuse=1`, { method: "POST", redirect: "manual" });
    s.setTitle("Concerto rinviato");
    expect(await (await page(`${s.url}/event/1`)).text()).toContain("<h1>Concerto</h1>");
    await fetch(`${s.url}/internal/event/1`, { method: "POST", redirect: "manual" });
    expect(await (await page(`${s.url}/event/1`)).text()).toContain("<h1>Concerto rinviato</h1>");
  });

  it("another process serves the old page for at most the TTL after a staff change", async () => {
    const clock = { now: 5_000_000 };
    const [a, b] = [await site(clock), await site(clock)];
    await page(`${a.url}/event/1`);
    await page(`${b.url}/event/1`);
    // Staff change the event through process A (both sites share the "database": their titles).
    a.setTitle("Concerto rinviato");
    b.setTitle("Concerto rinviato");
    await fetch(`${a.url}/internal/event/1`, { method: "POST", redirect: "manual" });
    expect(await (await page(`${a.url}/event/1`)).text()).toContain("rinviato");
    clock.now += TTL - 1;
    expect(await (await page(`${b.url}/event/1`)).text()).toContain("<h1>Concerto</h1>");
    clock.now += 1;
    expect(await (await page(`${b.url}/event/1`)).text()).toContain("rinviato");
  });

  it("twenty visitors arriving while the page renders share one render", async () => {
    const s = await site();
    s.hold();
    const answers = Array.from({ length: 20 }, () => page(`${s.url}/event/1`));
    // Every request has reached the server once the first render started and the others wait.
    await expect.poll(() => s.renders()).toBe(1);
    s.release();
    const bodies = await Promise.all((await Promise.all(answers)).map((answer) => answer.text()));
    expect(new Set(bodies)).toEqual(new Set(["<h1>Concerto</h1><p>render 1</p>"]));
    expect(s.renders()).toBe(1);
  });
});

describe("the whole app with the cache on", () => {
  let server: TestServer;
  let visitors: Visitors;
  beforeAll(async () => {
    server = await startServer({ pageCacheTtlMs: 60_000 });
    visitors = await signInVisitors(server);
  }, 120_000);
  afterAll(() => server?.close());

  const requestIdOf = (html: string) => /<meta name="request-id" content="([^"]+)"/.exec(html)?.[1];

  it("replays the anonymous home page, but never a signed-in visitor's page, nor shows it to others", async () => {
    const anonymous = await (await visitors.get("/", "anonymous")).text();
    const replayed = await (await visitors.get("/", "anonymous")).text();
    expect(requestIdOf(anonymous)).toBeDefined();
    expect(requestIdOf(replayed)).toBe(requestIdOf(anonymous));

    const signedIn = await visitors.get("/", "user");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const mine = await signedIn.text();
    const mineAgain = await (await visitors.get("/", "user")).text();
    expect(requestIdOf(mine)).not.toBe(requestIdOf(anonymous));
    expect(requestIdOf(mineAgain)).not.toBe(requestIdOf(mine));

    const afterwards = await (await visitors.get("/", "anonymous")).text();
    expect(afterwards).toBe(anonymous);
    expect(afterwards).not.toContain("lucia@example.test");
  });

  it("never keeps profile or staff pages, even when an anonymous visitor gets an answer", async () => {
    for (const path of ["/u/login", "/internal/login"]) {
      const first = await (await visitors.get(path, "anonymous")).text();
      const second = await (await visitors.get(path, "anonymous")).text();
      expect(requestIdOf(second), path).not.toBe(requestIdOf(first));
    }
  });
});
