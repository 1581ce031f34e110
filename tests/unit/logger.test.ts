import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatPretty, log, logFormat } from "~/logger.server";
import { createLogger, withLogger } from "../../server/logger";
import { requestLog } from "../../server/request-log";

/** A stream that keeps what is written to it, for a logger to write into. */
function memorySink() {
  const sink = { text: "", stream: new Writable() };
  sink.stream = new Writable({
    write(chunk, _encoding, done) {
      sink.text += String(chunk);
      done();
    },
  });
  return sink;
}

// Vitest silences the app's logs (LOG_LEVEL=silent); these tests read them.
beforeEach(() => {
  vi.stubEnv("LOG_LEVEL", "info");
});

describe("request logs", () => {
  it("never contain bearer tokens or session cookies", () => {
    const sink = memorySink();
    createLogger(sink.stream).info(
      {
        req: {
          headers: { authorization: "Bearer secret-access-token", cookie: "authrefToken=secret-cookie" },
        },
        res: { headers: { "set-cookie": "authrefToken=new-secret" } },
      },
      "request completed",
    );
    expect(sink.text).toContain("request completed");
    expect(sink.text).not.toMatch(/secret-access-token|secret-cookie|new-secret/);
    expect(sink.text.match(/\[redacted\]/g)).toHaveLength(3);
  });
});

describe("log()", () => {
  it("writes through the current request's logger, so every line carries its id", async () => {
    const sink = memorySink();
    const request = createLogger(sink.stream).child({ reqId: "req-1234abcd" });
    await withLogger(request, async () => {
      await Promise.resolve();
      log().warn("inside a request");
    });
    expect(JSON.parse(sink.text.trim())).toMatchObject({ reqId: "req-1234abcd", msg: "inside a request" });
  });
});

describe("the request log", () => {
  /** An Express app of the request log and `handler` on a free port, its log kept in memory. */
  async function listen(handler: express.RequestHandler) {
    const sink = memorySink();
    const app = express();
    app.use(requestLog(createLogger(sink.stream), { ignore: (req) => req.url.startsWith("/assets/") }));
    app.use(handler);
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      lines: () => sink.text.trim().split("\n").filter(Boolean),
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  async function serve(
    path: string,
    headers: Record<string, string>,
    { status = 200, logInside = true }: { status?: number; logInside?: boolean } = {},
  ) {
    const server = await listen((_req, res) => {
      if (logInside) log().info("inside the request");
      res.status(status).end("ok");
    });
    const response = await fetch(`${server.url}${path}`, { headers });
    await response.text();
    await server.close();
    return { lines: server.lines(), response };
  }

  it("is one short JSON line with the id, method, path, status and duration, and no headers", async () => {
    const { lines, response } = await serve(`/events?q=${"x".repeat(2000)}`, {
      "user-agent": "U".repeat(1500),
      cookie: "authrefToken=secret-cookie",
      "x-request-id": "req-1234abcd",
    });
    const [inside, line] = lines;
    expect(response.headers.get("x-request-id")).toBe("req-1234abcd");
    expect(JSON.parse(inside ?? "")).toEqual(
      expect.objectContaining({ reqId: "req-1234abcd", msg: "inside the request" }),
    );
    expect(Object.keys(JSON.parse(inside ?? ""))).not.toContain("req");
    expect(line?.length).toBeLessThan(300);
    expect(JSON.parse(line ?? "")).toMatchObject({
      level: 30,
      reqId: "req-1234abcd",
      method: "GET",
      status: 200,
      ms: expect.any(Number),
      msg: "request",
      path: expect.stringMatching(/^\/events\?q=x+…$/),
    });
    expect(line).not.toMatch(/UUUU|secret-cookie|user-agent|aborted/);
  });

  it("gives each request a new id when the proxy's is missing or malformed, and echoes it", async () => {
    const { lines, response } = await serve("/events", { "x-request-id": "bad id!" }, { logInside: false });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ reqId: id, msg: "request" });
  });

  it("writes a server error's line at error level", async () => {
    const { lines } = await serve("/events", {}, { status: 503, logInside: false });
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ level: 50, status: 503, msg: "request" });
  });

  it("leaves the build's assets out, but app logs while serving them keep the id", async () => {
    const { lines } = await serve("/assets/app.js", { "x-request-id": "req-assets-1" });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ reqId: "req-assets-1", msg: "inside the request" });
  });

  it("marks a response the client left before it ended", async () => {
    const server = await listen((_req, res) => {
      res.status(200).write("first part");
    });
    const controller = new AbortController();
    const response = await fetch(`${server.url}/events`, { signal: controller.signal });
    expect(response.status).toBe(200);
    controller.abort();
    await expect.poll(() => server.lines()).toHaveLength(1);
    await server.close();
    expect(JSON.parse(server.lines()[0] ?? "")).toMatchObject({ status: 200, aborted: true, msg: "request" });
  });

  it("reads as one line in the readable format", async () => {
    const { lines } = await serve("/events", { "x-request-id": "req-1234abcd" }, { status: 404 });
    expect(formatPretty(lines[1] ?? "")).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}GET \/events 404 \d+ ms {2}reqId=req-1234abcd$/,
    );
  });
});

describe("the readable format", () => {
  it("puts other fields as key=value and an error's stack under the line", () => {
    const error = new Error("boom");
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: "job failed",
      job: "outbox",
      err: { stack: error.stack },
    });
    const [head, ...stack] = formatPretty(line).split("\n");
    expect(head).toBe("00:00:00 ERROR job failed  job=outbox");
    expect(stack[0]).toBe("Error: boom");
  });

  it("is chosen on the development server and at a terminal; JSON for collectors; LOG_FORMAT decides", () => {
    expect(logFormat({ NODE_ENV: "development" }, false)).toBe("pretty");
    expect(logFormat({ NODE_ENV: "production" }, true)).toBe("pretty");
    expect(logFormat({ NODE_ENV: "production" }, false)).toBe("json");
    expect(logFormat({ NODE_ENV: "production", LOG_FORMAT: "pretty" }, false)).toBe("pretty");
    expect(logFormat({ NODE_ENV: "development", LOG_FORMAT: "json" }, true)).toBe("json");
  });
});
