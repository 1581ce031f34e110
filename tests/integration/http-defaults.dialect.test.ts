import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { drained } from "~/lib/drained.server";
import { action as uploadAction } from "~/routes/internal/event-image";
import { cspNonce, securityHeaders } from "../../server/security";
import { DEMO_PASSWORD, insertStaff, insertUser } from "./api-harness";
import { startServer, type TestServer } from "./server-harness";

const SCANNER_PAGES = [
  "/internal/validate",
  "/en/internal/validate",
  "/internal/ticketcheck",
  "/en/internal/ticketcheck",
];

/** The sources of one directive of a Content-Security-Policy header. */
function cspDirective(policy: string | null, name: string): string | undefined {
  const directive = (policy ?? "").split(";").find((part) => part.trim().startsWith(`${name} `));
  return directive?.trim().slice(name.length + 1);
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await insertUser(server.db, "lucia@example.test");
  await insertStaff(server.db, "marco@example.test", 1);
}, 120_000);
afterAll(() => server?.close());

/** A form post the way a browser without JavaScript sends it, redirects not followed. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
    redirect: "manual",
  });
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, { headers, redirect: "manual" });
}

/** The session cookie of a successful sign-in on `loginPath`. */
async function signIn(loginPath: string, email: string): Promise<string> {
  const response = await postForm(loginPath, { email, password: DEMO_PASSWORD });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

describe("post-login redirects", () => {
  const hostile = [
    "/%09/evil.example/phish",
    "/%0a/evil.example",
    "/%5c%5cevil.example",
    `/${encodeURIComponent("\u0100")}`,
    `/${encodeURIComponent("😀")}`,
    `/${encodeURIComponent("\u0085")}`,
  ];

  for (const [loginPath, email, fallback] of [
    ["/u/login", "lucia@example.test", "/u"],
    ["/internal/login", "marco@example.test", "/internal"],
    ["/en/u/login", "lucia@example.test", "/en/u"],
  ] as const) {
    it(`${loginPath} sends hostile redirectTo values to ${fallback}`, async () => {
      for (const target of hostile) {
        const response = await postForm(`${loginPath}?redirectTo=${target}`, {
          email,
          password: DEMO_PASSWORD,
        });
        expect(response.status, target).toBe(302);
        expect(response.headers.get("location"), target).toBe(fallback);
      }
    });

    it(`${loginPath} also refuses them when already signed in`, async () => {
      const cookie = await signIn(loginPath, email);
      for (const target of hostile) {
        const response = await get(`${loginPath}?redirectTo=${target}`, { cookie });
        expect(response.status, target).toBe(302);
        expect(response.headers.get("location"), target).toBe(fallback);
      }
    });
  }

  it("keeps an ordinary same-site destination", async () => {
    const response = await postForm("/u/login?redirectTo=%2Fevents%3Fview%3Dlist", {
      email: "lucia@example.test",
      password: DEMO_PASSWORD,
    });
    expect(response.headers.get("location")).toBe("/events?view=list");
  });
});

type StreamResult = { status: number | undefined; body: string; written: number };

/**
 * Posts `total` bytes to `path` in 64 KiB pieces, waiting for the server to read each one; stops
 * at the first answer or when the connection closes. Without a Content-Length the body goes chunked.
 */
function streamPost(
  path: string,
  total: number,
  headers: Record<string, string> = {},
): Promise<StreamResult> {
  const piece = Buffer.alloc(64 * 1024, "a");
  const request = httpRequest(`${server.url}${path}`, { method: "POST", headers });
  let written = 0;
  let finished = false;
  return new Promise<StreamResult>((resolve) => {
    const finish = (status: number | undefined, body = "") => {
      if (finished) return;
      finished = true;
      resolve({ status, body, written });
      request.destroy();
    };
    request.on("response", async (response) => {
      let body = "";
      try {
        for await (const chunk of response) body += chunk;
      } catch {
        // The server may close right after its answer.
      }
      finish(response.statusCode, body);
    });
    request.on("error", () => finish(undefined));
    request.on("close", () => setTimeout(() => finish(undefined), 50));
    void (async () => {
      while (!finished && written < total) {
        request.write(piece);
        written += piece.length;
        await drained(request);
      }
      if (!finished) request.end();
    })();
  });
}

const MB = 1024 * 1024;

describe("request body limits", () => {
  it("refuses a form post whose Content-Length is over the limit before reading it", async () => {
    const result = await streamPost("/contribute", 64 * 1024, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(100 * MB),
    });
    expect(result.status).toBe(413);
    expect(result.body).toContain("troppo grandi");
  });

  it("answers in the page's language", async () => {
    const result = await streamPost("/en/contribute", 64 * 1024, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(100 * MB),
    });
    expect(result.status).toBe(413);
    expect(result.body).toContain("too large");
  });

  it("stops a chunked form post once it passes the limit", async () => {
    const total = 16 * MB;
    const result = await streamPost("/contribute", total, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect([413, undefined]).toContain(result.status);
    expect(result.written).toBeLessThan(total);
  });

  it("stops a chunked image upload once it passes 10 MB and the multipart overhead", async () => {
    const cookie = await signIn("/internal/login", "marco@example.test");
    const total = 40 * MB;
    const result = await streamPost("/internal/event-image", total, {
      cookie,
      "content-type": "multipart/form-data; boundary=xyz",
    });
    expect([413, undefined]).toContain(result.status);
    expect(result.written).toBeLessThan(total);
  });

  it("the upload route itself stops reading a body without length once it passes the limit", async () => {
    const piece = new Uint8Array(64 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += piece.length;
        if (pulled > 100 * MB) controller.close();
        else controller.enqueue(piece);
      },
    });
    const request = new Request("http://localhost/internal/event-image", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = (await uploadAction({ request } as never)) as { init: { status: number }; data: unknown };
    expect(result.init.status).toBe(413);
    expect(result.data).toEqual({ ok: false, error: "images.tooLarge" });
    expect(pulled).toBeLessThan(12 * MB);
  });

  it("still takes an ordinary form post", async () => {
    const response = await postForm("/contribute", { name: "Lucia", message: "Buongiorno" });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it("takes an image upload larger than the form limit", async () => {
    const cookie = await signIn("/internal/login", "marco@example.test");
    const noise = Buffer.alloc(900 * 900 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(MB);
    const body = new FormData();
    body.set("image", new Blob([jpeg], { type: "image/jpeg" }), "photo.jpg");
    const response = await fetch(`${server.url}/internal/event-image`, {
      method: "POST",
      body,
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});

/** A GET sent exactly as written (fetch would tidy the path first): status and Location. */
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const request = httpRequest({ host: "127.0.0.1", port, path, headers: { accept: "text/html" } });
    request.once("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.once("error", reject);
    request.end();
  });
}

describe("addresses with repeated slashes", () => {
  it("are sent to the same address with single slashes, query kept", async () => {
    expect(await rawGet("/events//")).toEqual({ status: 308, location: "/events/" });
    expect(await rawGet("/en//events?view=list")).toEqual({ status: 308, location: "/en/events?view=list" });
    expect(await rawGet("//")).toEqual({ status: 308, location: "/" });
  });

  it("never lead to another site", async () => {
    for (const path of ["//evil.example/", "///evil.example", "/\\evil.example", "/\\/evil.example//x"]) {
      const { status, location } = await rawGet(path);
      expect(status, path).toBe(308);
      expect(location, path).toMatch(/^\/[^/\\]/);
    }
  });

  it("keeps a post a post, and leaves ordinary addresses alone", async () => {
    const post = await postForm("/petition//", { email: "a@example.test" });
    expect(post.status).toBe(308);
    expect(post.headers.get("location")).toBe("/petition/");
    expect((await rawGet("/events/")).status).toBe(200);
    expect((await rawGet("/events")).status).toBe(200);
  });
});

describe("security headers", () => {
  it("forbids framing outright", async () => {
    const response = await get("/");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("lets workers and manifests come from the site itself only", async () => {
    const policy = (await get("/")).headers.get("content-security-policy");
    expect(cspDirective(policy, "worker-src")).toBe("'self'");
    expect(cspDirective(policy, "manifest-src")).toBe("'self'");
  });

  it("denies powerful browser features on ordinary pages", async () => {
    for (const path of ["/", "/en/events", "/u/login", "/internal/login", "/internal/validate-not"]) {
      const policy = (await get(path)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
        expect(policy, path).toContain(feature);
      }
    }
  });

  it("allows the camera for the site itself on the ticket scanners only", async () => {
    const cookie = await signIn("/internal/login", "marco@example.test");
    for (const path of [
      "/internal/validate",
      "/en/internal/validate",
      "/internal/ticketcheck",
      "/en/internal/ticketcheck",
    ]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      const policy = response.headers.get("permissions-policy") ?? "";
      expect(policy, path).toContain("camera=(self)");
      expect(policy, path).toContain("microphone=()");
      expect(policy, path).toContain("geolocation=()");
    }
  });

  it("lets the scanner pages alone compile the QR decoder's WebAssembly", async () => {
    const cookie = await signIn("/internal/login", "marco@example.test");
    const scriptSrc = async (path: string) =>
      cspDirective((await get(path, { cookie })).headers.get("content-security-policy"), "script-src");
    for (const path of SCANNER_PAGES) expect(await scriptSrc(path), path).toContain("'wasm-unsafe-eval'");
    const others = ["/", "/en/events", "/internal", "/internal/list", "/internal/validate-not", "/u/login"];
    for (const path of others) expect(await scriptSrc(path), path).not.toContain("'wasm-unsafe-eval'");
  });

  it("adds only 'wasm-unsafe-eval' to the production script policy there, and only there", async () => {
    const app = express();
    app.use(cspNonce, securityHeaders({ production: true }), (_req, res) => {
      res.send("ok");
    });
    const listener = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => listener.once("listening", resolve));
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      const policyOf = async (path: string) =>
        (await fetch(`${base}${path}`)).headers.get("content-security-policy");
      for (const path of SCANNER_PAGES) {
        const policy = await policyOf(path);
        expect(cspDirective(policy, "script-src"), path).toMatch(/^'self' 'nonce-[^']+' 'wasm-unsafe-eval'$/);
        expect(cspDirective(policy, "connect-src"), path).toBe("'self'");
      }
      for (const path of ["/", "/internal", "/en/internal/validate/extra"]) {
        expect(cspDirective(await policyOf(path), "script-src"), path).toMatch(/^'self' 'nonce-[^']+'$/);
      }
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it("gives every response a nonce of its own, 16 random bytes, across refills of the pool", async () => {
    const nonces = new Set<string>();
    const locals = { cspNonce: "" };
    for (let i = 0; i < 600; i++) {
      cspNonce({} as never, { locals } as never, () => undefined);
      expect(Buffer.from(locals.cspNonce, "base64")).toHaveLength(16);
      nonces.add(locals.cspNonce);
    }
    expect(nonces.size).toBe(600);
  });

  it("refuses a form post a browser marks as cross-site even without an Origin", async () => {
    const response = await postForm(
      "/contribute",
      { name: "Lucia", message: "Buongiorno" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(response.status).toBe(403);
    const english = await postForm(
      "/en/contribute",
      { name: "Lucia", message: "Hello" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(english.status).toBe(403);
    expect(await english.text()).toMatch(/another site/);
  });

  it("still takes same-origin and headerless form posts", async () => {
    const variants: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      { origin: server.url },
      {},
    ];
    for (const headers of variants) {
      const response = await postForm("/contribute", { name: "Lucia", message: "Buongiorno" }, headers);
      expect(response.status, JSON.stringify(headers)).not.toBe(403);
    }
  });

  it("leaves API clients with a bearer token alone", async () => {
    const response = await fetch(`${server.url}/api/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "cross-site",
        authorization: "Bearer not-a-real-token",
      },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(response.status).not.toBe(403);
  });
});

describe("caching of personal pages", () => {
  it("marks a signed-in user's pages and their data private and not storable", async () => {
    const cookie = await signIn("/u/login", "lucia@example.test");
    for (const path of ["/u", "/u.data", "/", "/_.data", "/en/events"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("marks a staff member's pages and their data private and not storable", async () => {
    const cookie = await signIn("/internal/login", "marco@example.test");
    for (const path of ["/internal", "/internal.data", "/en/internal/events"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("leaves anonymous pages as they were, and ignores a forged cookie", async () => {
    for (const headers of [{}, { cookie: "authrefToken=forged" }] as Record<string, string>[]) {
      const response = await get("/", headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control") ?? "").not.toContain("no-store");
    }
  });
});

describe("readiness", () => {
  it("is ready on a migrated database", async () => {
    const response = await get("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });

  it("answers 503 on a fresh database without the schema, 200 again once migrated", async () => {
    const empty = openDatabase({ dataDir: "memory" });
    server.swapDatabase(empty);
    try {
      const response = await get("/readyz");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable" });
      await empty.migrate();
      expect((await get("/readyz")).status).toBe(200);
    } finally {
      server.restoreDatabase();
      await empty.close();
    }
  });

  it("answers 503 when a core table is missing", async () => {
    const broken = openDatabase({ dataDir: "memory" });
    await broken.migrate();
    await broken.db.execute(sql`drop table sessions cascade`);
    server.swapDatabase(broken);
    try {
      expect((await get("/readyz")).status).toBe(503);
    } finally {
      server.restoreDatabase();
      await broken.close();
    }
  });
});
