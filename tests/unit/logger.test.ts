import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pinoHttp } from "pino-http";
import { describe, expect, it } from "vitest";
import { formatPretty, log, logFormat } from "~/logger.server";
import { createLogger, requestLogOptions, requestLogSerializers, withLogger } from "../../server/logger";

describe("request logs", () => {
  it("never contain bearer tokens or session cookies", () => {
    let output = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    createLogger(sink).info(
      {
        req: {
          headers: { authorization: "Bearer secret-access-token", cookie: "authrefToken=secret-cookie" },
        },
        res: { headers: { "set-cookie": "authrefToken=new-secret" } },
      },
      "request completed",
    );
    expect(output).toContain("request completed");
    expect(output).not.toMatch(/secret-access-token|secret-cookie|new-secret/);
    expect(output.match(/\[redacted\]/g)).toHaveLength(3);
  });
});

describe("log()", () => {
  it("writes through the current request's logger, so every line carries its id", async () => {
    let output = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const request = createLogger(sink).child({ reqId: "req-1234abcd" });
    await withLogger(request, async () => {
      await Promise.resolve();
      log().warn("inside a request");
    });
    expect(JSON.parse(output.trim())).toMatchObject({ reqId: "req-1234abcd", msg: "inside a request" });
  });
});

describe("request log lines", () => {
  it("name the request and its status without dumping the headers", () => {
    const req = {
      id: "abc",
      method: "GET",
      url: "/events",
      headers: { "user-agent": "x", cookie: "secret" },
    };
    expect(requestLogSerializers.req(req)).toEqual({ id: "abc", method: "GET", url: "/events" });
    expect(requestLogSerializers.res({ statusCode: 200, headers: { "set-cookie": "s" } } as never)).toEqual({
      statusCode: 200,
    });
  });
});

describe("the request line of pino-http with requestLogOptions", () => {
  async function serveOnce(path: string, headers: Record<string, string>, status = 200) {
    let output = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const logging = pinoHttp({
      logger: createLogger(sink),
      genReqId: () => "req-1234abcd",
      ...requestLogOptions,
    });
    const server = createServer((req, res) => {
      logging(req, res);
      req.log.info("inside the request");
      res.statusCode = status;
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    await new Promise((resolve) => server.close(resolve));
    return output.trim().split("\n");
  }

  it("is one short JSON line with the id, method, path, status and duration, and no headers", async () => {
    const [inside, line] = await serveOnce(`/events?q=${"x".repeat(2000)}`, {
      "user-agent": "U".repeat(1500),
      cookie: "authrefToken=secret-cookie",
    });
    expect(JSON.parse(inside ?? "")).toEqual(
      expect.objectContaining({ reqId: "req-1234abcd", msg: "inside the request" }),
    );
    expect(Object.keys(JSON.parse(inside ?? ""))).not.toContain("req");
    expect(line?.length).toBeLessThan(300);
    expect(JSON.parse(line ?? "")).toMatchObject({
      reqId: "req-1234abcd",
      method: "GET",
      status: 200,
      msg: "request",
      path: expect.stringMatching(/^\/events\?q=x+…$/),
    });
    expect(line).not.toMatch(/UUUU|secret-cookie|user-agent/);
  });

  it("reads as one line in the readable format", async () => {
    const [, line] = await serveOnce("/events", {}, 404);
    expect(formatPretty(line ?? "")).toMatch(
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
