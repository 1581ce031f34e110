import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeGracefully, KEEP_ALIVE_TIMEOUT_MS } from "../../server/connections";

const agents: Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

/** A GET through a keep-alive agent, as a browser or a proxy sends it: its status and its body. */
function get(port: number, agent: Agent, path: string) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    request({ port, path, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("closeGracefully", () => {
  it("answers the request in flight, then stops without waiting out the kept connections", async () => {
    let answerSlowly: (() => void) | undefined;
    const server = createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, (req, res) => {
      if (req.url === "/slow") answerSlowly = () => res.end("slow answer");
      else res.end("quick answer");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    agents.push(agent);

    // One connection kept idle after its answer, one busy with a request when the stop begins.
    expect(await get(port, agent, "/quick")).toMatchObject({ status: 200, connection: "keep-alive" });
    const slow = get(port, agent, "/slow");
    await expect.poll(() => answerSlowly).toBeDefined();
    let closed = false;
    const stopped = closeGracefully(server).then(() => {
      closed = true;
    });

    // The stop waits for the answer in flight …
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    answerSlowly?.();
    expect(await slow).toMatchObject({ status: 200, body: "slow answer" });
    // … and then ends, long before the 65 s a kept connection would otherwise stay open (the test
    // times out well before that).
    await stopped;
    expect(closed).toBe(true);
    expect(server.listening).toBe(false);
  });
});
