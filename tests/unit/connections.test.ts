import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeGracefully, KEEP_ALIVE_TIMEOUT_MS, listen, listenersFor } from "../../server/connections";

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
    const stopped = closeGracefully([server]).then(() => {
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

describe("listen", () => {
  // `reusePort` is a Linux (and BSD) socket option; elsewhere the server listens once.
  it.skipIf(process.platform !== "linux")(
    "takes connections on several sockets of one port, each answered by the app, and closes them all",
    async () => {
      const servers = await listen((_req, res) => res.end("answer"), {
        port: 0,
        host: "127.0.0.1",
        count: 4,
      });
      const taken = servers.map(() => 0);
      for (const [i, server] of servers.entries()) {
        server.on("connection", () => {
          taken[i] = (taken[i] ?? 0) + 1;
        });
      }
      expect(servers).toHaveLength(4);
      const ports = new Set(servers.map((server) => (server.address() as AddressInfo).port));
      expect(ports.size).toBe(1);
      const [port] = [...ports] as [number];

      // A new connection each time (no keep-alive): the kernel shares them out among the sockets.
      const answers = await Promise.all(
        Array.from({ length: 64 }, () => {
          const agent = new Agent({ keepAlive: false });
          agents.push(agent);
          return get(port, agent, "/");
        }),
      );
      expect(answers.every((answer) => answer.status === 200 && answer.body === "answer")).toBe(true);
      expect(taken.reduce((sum, n) => sum + n, 0)).toBe(64);
      expect(taken.filter((n) => n > 0).length).toBeGreaterThan(1);

      await closeGracefully(servers);
      expect(servers.every((server) => !server.listening)).toBe(true);
    },
  );

  it("refuses a port another program holds", async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const { port } = other.address() as AddressInfo;
    await expect(listen(() => {}, { port, host: "127.0.0.1", count: 8 })).rejects.toThrow(/EADDRINUSE/);
    other.close();
  });

  it("listens eight times on Linux, whatever the database, and once where there is no reusePort", () => {
    expect(listenersFor("linux")).toBe(8);
    expect(listenersFor("darwin")).toBe(1);
    expect(listenersFor("win32")).toBe(1);
  });
});
