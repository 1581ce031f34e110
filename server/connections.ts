/** The server's connections: where they are taken, how many wait, how long one is kept, how they end. */
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Connections the kernel may hold for the server until it accepts them. Node's default is 511: when
 * a night goes on sale, a thousand phones connect within a second while the event loop is busy, the
 * queue overflows, and each connection refused there is retried by its phone a second later (then 3,
 * then 7): a buyer waited that much longer for nothing. Linux caps it at `net.core.somaxconn`
 * (4096 on current kernels). Pending connections cost the kernel a few hundred bytes each.
 */
export const LISTEN_BACKLOG = 4096;

/**
 * How long an idle connection is kept for its next request. Node's default, 5 s, is shorter than a
 * request may sit unread on a saturated server: in a rush of a thousand buyers without JavaScript on
 * the embedded database, requests sent on kept connections waited over 5 s to be read, the timer
 * closed their connections under them, and 150–520 buyers got a reset connection instead of an
 * answer (bench/README.md, "Connections kept for a minute"). A minute also outlasts the idle
 * timeout of the usual proxies (60 s), so a proxy never sends a request on a connection the server
 * is closing, and a member's next page reuses the connection. An idle connection costs a few KB.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Listening sockets on the server's one port (ADR 078). Node's event loop (libuv) accepts one
 * connection per listening socket per turn: when a thousand phones connected at once, about 300
 * waited in the kernel's queue, taken one a turn, while each turn also served the requests of the
 * connections before (on the embedded database with the statements they run, in this thread). With
 * eight sockets sharing the port (`reusePort`; the kernel shares the connections out among them) a
 * turn takes up to eight: the first rush after a start answered sooner on both databases. Where the
 * system has no `reusePort` (Linux has it), one.
 */
export function listenersFor(platform: NodeJS.Platform = process.platform): number {
  return platform === "linux" ? 8 : 1;
}

/**
 * The app on `count` HTTP servers listening on one port (`port` 0: one the system picks, shared by
 * them all), each keeping idle connections `KEEP_ALIVE_TIMEOUT_MS`. Resolves once all listen.
 */
export async function listen(
  app: RequestListener,
  { port, host, count }: { port: number; host: string; count: number },
): Promise<Server[]> {
  const servers: Server[] = [];
  const open = (at: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, app);
      servers.push(server);
      server.once("error", reject);
      server.listen({ port: at, host, backlog: LISTEN_BACKLOG, reusePort: count > 1 }, () => {
        server.off("error", reject);
        resolve(server);
      });
    });
  try {
    const first = await open(port);
    const shared = (first.address() as AddressInfo).port;
    for (let i = 1; i < count; i++) await open(shared);
    return servers;
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }
}

/** How often connections that have become idle are looked for while the server stops. */
const IDLE_CHECK_MS = 100;

/**
 * Stops taking connections on every server and resolves once every open one has closed. Idle
 * connections close at once; one busy with a request closes as soon as its answer has been sent,
 * instead of waiting out the keep-alive timeout (65 s, `KEEP_ALIVE_TIMEOUT_MS`), which
 * `server.close()` alone would do.
 */
export async function closeGracefully(servers: Server[]): Promise<void> {
  await Promise.all(servers.map(closeOne));
}

function closeOne(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const idleCheck = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
    server.close((error) => {
      clearInterval(idleCheck);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
