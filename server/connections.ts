/** The server's connections: how many wait to be accepted, how long one is kept, how they end. */
import type { Server } from "node:http";

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

/** How often connections that have become idle are looked for while the server stops. */
const IDLE_CHECK_MS = 100;

/**
 * Stops taking connections and resolves once every open one has closed. Idle connections close at
 * once; one busy with a request closes as soon as its answer has been sent, instead of waiting out
 * the keep-alive timeout (65 s, `KEEP_ALIVE_TIMEOUT_MS`), which `server.close()` alone would do.
 */
export function closeGracefully(server: Server): Promise<void> {
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
