/**
 * A TCP relay in front of PostgreSQL that counts a client's round trips and names their statements,
 * for benchmarks that must say what one request costs the database (bench/door-http.ts). It reads
 * only what the client sends (PostgreSQL's frontend protocol) and forwards every byte unchanged.
 *
 * A round trip is what makes the client wait for the server: a simple query (`Q`) or the Sync (`S`)
 * that ends an extended query (Parse/Bind/Describe/Execute, which node-postgres sends in one write).
 * Each is recorded with its SQL: the simple query's text, or the last statement parsed on that
 * connection (by name, when a prepared statement is bound again without a Parse).
 */
import net from "node:net";
import { HOST } from "./app-server";

export type RoundTrip = { connection: number; sql: string };

export type RoundTripCounter = {
  /** A PostgreSQL URL that reaches the same database through the relay. */
  url: string;
  /** The round trips recorded since the last `take()` (or the start), in order; the record is emptied. */
  take: () => RoundTrip[];
  close: () => Promise<void>;
};

/** The request code of an SSLRequest and of a GSSENCRequest: startup messages that come before the real one. */
const PRE_STARTUP_CODES = new Set([80877103, 80877104]);

/** Reads the frontend messages of one connection as they arrive, in whatever chunks TCP cuts them. */
function frontendReader(onMessage: (type: string, body: Buffer) => void) {
  let pending: Buffer = Buffer.alloc(0);
  let startup = true;
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (startup) {
        // Startup messages have no type byte: a length, then a protocol version or request code.
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        pending = pending.subarray(length);
        if (!PRE_STARTUP_CODES.has(code)) startup = false;
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      onMessage(String.fromCharCode(pending[0] ?? 0), pending.subarray(5, 1 + length));
      pending = pending.subarray(1 + length);
    }
  };
}

/** The NUL-terminated string at `offset` of `body`, and the offset after it. */
function cString(body: Buffer, offset: number): [string, number] {
  const end = body.indexOf(0, offset);
  return [body.toString("utf8", offset, end), end + 1];
}

/** Starts the relay on a free port of 127.0.0.1, in front of the server and database of `target`. */
export async function startRoundTripCounter(target: string): Promise<RoundTripCounter> {
  const upstream = new URL(target);
  const upstreamPort = Number(upstream.port || 5432);
  const upstreamHost = upstream.hostname;
  let trips: RoundTrip[] = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const connection = ++connections;
    const backend = net.connect(upstreamPort, upstreamHost);
    sockets.add(client);
    sockets.add(backend);
    // Statements by name on this connection; "" is the unnamed one, replaced by each Parse.
    const parsed = new Map<string, string>();
    let lastSql = "";
    const read = frontendReader((type, body) => {
      if (type === "P") {
        const [name, next] = cString(body, 0);
        const [sql] = cString(body, next);
        parsed.set(name, sql);
        lastSql = sql;
      } else if (type === "B") {
        const [, next] = cString(body, 0);
        const [statement] = cString(body, next);
        lastSql = parsed.get(statement) ?? lastSql;
      } else if (type === "Q") {
        trips.push({ connection, sql: cString(body, 0)[0] });
      } else if (type === "S") {
        trips.push({ connection, sql: lastSql });
      }
    });
    client.on("data", (chunk: Buffer) => {
      read(chunk);
      backend.write(chunk);
    });
    backend.on("data", (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      backend.destroy();
      sockets.delete(client);
      sockets.delete(backend);
    };
    client.on("close", end);
    backend.on("close", end);
    client.on("error", end);
    backend.on("error", end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = HOST;
  url.port = String(port);
  return {
    url: url.toString(),
    take: () => {
      const taken = trips;
      trips = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One line per round trip: its SQL on one line, cut to `width` characters. */
export function describeRoundTrips(trips: RoundTrip[], width = 110): string[] {
  return trips.map((trip, i) => {
    const sql = trip.sql.replace(/\s+/g, " ").trim();
    return `  ${i + 1}. ${sql.length > width ? `${sql.slice(0, width - 1)}…` : sql}`;
  });
}
