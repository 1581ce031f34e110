import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, createBrotliDecompress, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dynamicCompression, MAX_COMPRESSING, precompressedAssets } from "../../server/compression";

const SCRIPT = `export const greeting = "${"ciao ".repeat(400)}";\n`;
const STYLE = `body { color: red; }\n${"/* padding */\n".repeat(200)}`;

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "agora-assets-"));
  mkdirSync(path.join(dir, "nested"));
  writeFileSync(path.join(dir, "entry-abc.js"), SCRIPT);
  // Distinct markers, so the test sees which copy was sent.
  writeFileSync(path.join(dir, "entry-abc.js.br"), brotliCompressSync("from the .br copy"));
  writeFileSync(path.join(dir, "entry-abc.js.gz"), Buffer.from("from the .gz copy"));
  writeFileSync(path.join(dir, "nested", "only-gzip.css"), STYLE);
  writeFileSync(path.join(dir, "nested", "only-gzip.css.gz"), Buffer.from("gz of css"));
  writeFileSync(path.join(dir, "plain.css"), STYLE);
  const app = express();
  app.use(dynamicCompression());
  app.use("/assets", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y" }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET whose body is returned as sent (fetch would decode it). */
function raw(pathname: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    get(`${base}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).once("error", reject);
  });
}

describe("compressed streaming pages", () => {
  it("sends what was written before a pause at once, and the whole page intact", async () => {
    const part = (n: number) => `<p>part ${n} ${"text ".repeat(300)}</p>`;
    const app = express();
    app.use(dynamicCompression());
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    app.get("/page", async (_req, res) => {
      res.type("html");
      // As React Router writes a page: chunk after chunk, each followed by a flush.
      for (let n = 0; n < 20; n++) {
        res.write(part(n));
        (res as unknown as { flush: () => void }).flush();
      }
      await paused; // A Suspense boundary waiting for its data.
      res.end(part(20));
    });
    const pageServer = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => pageServer.once("listening", resolve));
    const port = (pageServer.address() as AddressInfo).port;
    try {
      const body = await new Promise<string>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/page`, { headers: { "accept-encoding": "br" } }, (response) => {
          expect(response.headers["content-encoding"]).toBe("br");
          const decoder = createBrotliDecompress();
          let text = "";
          decoder.on("data", (chunk: Buffer) => {
            text += chunk.toString();
            // The first twenty parts arrive while the page is still paused.
            if (text.includes("part 19 ")) resume();
          });
          decoder.on("end", () => resolve(text));
          decoder.on("error", reject);
          response.pipe(decoder);
        }).once("error", reject);
      });
      expect(body).toBe(Array.from({ length: 21 }, (_, n) => part(n)).join(""));
    } finally {
      pageServer.close();
    }
  });
});

describe("compressors in a rush", () => {
  it(`compresses ${MAX_COMPRESSING} responses at once and sends the next as it is, until one ends`, async () => {
    const page = `<p>${"a page of text ".repeat(500)}</p>`;
    const app = express();
    app.use(dynamicCompression());
    // Each held response by the number its request carries: the server may see the requests in
    // another order than the client gets their answers.
    const held = new Map<string, () => void>();
    const heldPlain: Array<() => void> = [];
    app.get("/held", (req, res) => {
      res.type("html");
      res.write(page);
      if (req.headers["accept-encoding"]) held.set(String(req.query.n), () => res.end(page));
      else heldPlain.push(() => res.end(page));
    });
    app.get("/page", (_req, res) => {
      res.type("html").send(page);
    });
    const pageServer = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => pageServer.once("listening", resolve));
    const port = (pageServer.address() as AddressInfo).port;
    const encodingOf = (
      pathname: string,
      onResponse?: (response: IncomingMessage) => void,
      headers: Record<string, string> = { "accept-encoding": "gzip" },
    ) =>
      new Promise<string | undefined>((resolve, reject) => {
        get(`http://127.0.0.1:${port}${pathname}`, { headers }, (response) => {
          resolve(response.headers["content-encoding"]);
          if (onResponse) onResponse(response);
          else response.resume();
        }).once("error", reject);
      });
    try {
      // Held responses to clients that take no encoding hold no compressor.
      const plain: IncomingMessage[] = [];
      const uncompressed = await Promise.all(
        Array.from({ length: MAX_COMPRESSING }, () =>
          encodingOf("/held", (response) => plain.push(response), {}),
        ),
      );
      expect(uncompressed.every((encoding) => encoding === undefined)).toBe(true);
      const responses: IncomingMessage[] = [];
      const first = await Promise.all(
        Array.from({ length: MAX_COMPRESSING }, (_, n) =>
          encodingOf(`/held?n=${n}`, (response) => {
            responses[n] = response;
          }),
        ),
      );
      expect(first.every((encoding) => encoding === "gzip")).toBe(true);
      // Every compressor is busy: the next page goes out uncompressed, whole.
      expect(await encodingOf("/page")).toBeUndefined();
      // One held response ends, one is abandoned by its client: two compressors are free again.
      const ended = new Promise((resolve) => responses[0]?.once("end", resolve));
      responses[0]?.resume();
      held.get("0")?.();
      await ended;
      responses[1]?.destroy();
      await expect.poll(() => encodingOf("/page")).toBe("gzip");
      expect(await encodingOf("/page")).toBe("gzip");
      for (const [n, release] of held) if (n !== "0" && n !== "1") release();
      for (const release of heldPlain) release();
      for (const response of [...responses.slice(2), ...plain]) response.resume();
    } finally {
      pageServer.closeAllConnections();
      pageServer.close();
    }
  });
});

describe("precompressed build assets", () => {
  it("sends the Brotli copy to a browser that takes Brotli, with the script's type", async () => {
    const answer = await raw("/assets/entry-abc.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toContain("immutable");
    expect(answer.body).toEqual(brotliCompressSync("from the .br copy"));
  });

  it("sends the gzip copy to a browser without Brotli", async () => {
    const answer = await raw("/assets/entry-abc.js?v=1", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.toString()).toBe("from the .gz copy");
  });

  it("sends the file itself, uncompressed, to a client that takes no encoding", async () => {
    const answer = await raw("/assets/entry-abc.js");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it("finds copies in subfolders and falls back to the copies there are", async () => {
    const answer = await raw("/assets/nested/only-gzip.css", "br, gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toMatch(/^text\/css/);
    expect(answer.body.toString()).toBe("gz of css");
  });

  it("compresses a file without copies as it goes, like any other response", async () => {
    const answer = await raw("/assets/plain.css", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(STYLE);
  });

  it("never serves a copy under its own name's type for a missing file", async () => {
    const answer = await raw("/assets/missing.js", "br");
    expect(answer.status).toBe(404);
  });
});

describe("what is compressed", () => {
  it("an action's answer to the page's script goes as it is; pages and loaders' data are compressed", async () => {
    const body = `${"a page of text ".repeat(500)}`;
    const app = express();
    app.use(dynamicCompression());
    app.all("/{*path}", (_req, res) => {
      res.type(_req.path.endsWith(".data") ? "text/x-script" : "html");
      res.write(body);
      res.end();
    });
    const pageServer = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => pageServer.once("listening", resolve));
    const port = (pageServer.address() as AddressInfo).port;
    const encodingOf = async (method: string, pathname: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
        method,
        headers: { "accept-encoding": "gzip, br" },
      });
      expect(await response.text()).toBe(body);
      return response.headers.get("content-encoding");
    };
    try {
      expect(await encodingOf("POST", "/event/abc.data")).toBeNull();
      expect(await encodingOf("POST", "/en/event/abc.data")).toBeNull();
      expect(await encodingOf("GET", "/event/abc.data")).toBe("br");
      expect(await encodingOf("POST", "/event/abc")).toBe("br");
    } finally {
      pageServer.close();
    }
  });
});
