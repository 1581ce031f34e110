import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { log } from "~/logger.server";
import { createLogger, requestLogSerializers, withLogger } from "../../server/logger";

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
