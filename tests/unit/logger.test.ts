import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";

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
