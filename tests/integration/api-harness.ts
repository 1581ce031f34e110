import type { AddressInfo } from "node:net";
import express from "express";
import type { Db } from "../../app/db/client.server";
import { buildStaff, buildUser, DEMO_PASSWORD } from "../../app/db/demo/accounts";
import { staff, users } from "../../app/db/schema";
import { createApiRouter } from "../../server/api";

export { DEMO_PASSWORD };

export type ApiResponse = {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes; assertions check them.
  json: any;
};

type CallOptions = { token?: string; ip?: string; headers?: Record<string, string> };

export type ApiHarness = {
  url: string;
  post(path: string, body: unknown, options?: CallOptions): Promise<ApiResponse>;
  postRaw(path: string, body: string, options?: CallOptions & { contentType?: string }): Promise<ApiResponse>;
  graphql(
    query: string,
    options?: CallOptions & { variables?: Record<string, unknown> },
  ): Promise<ApiResponse>;
  close(): Promise<void>;
};

/**
 * An Express app holding only the API router, on a free loopback port. The client address for the
 * rate limits comes from the X-Test-Ip header, so tests can play several clients.
 */
export async function startApi(
  db: Db,
  { production = false, sleep }: { production?: boolean; sleep?: (ms: number) => Promise<void> } = {},
): Promise<ApiHarness> {
  const app = express();
  app.use(
    createApiRouter({
      db,
      production,
      ipOf: (req) => req.get("x-test-ip") ?? "127.0.0.1",
      logger: { error: () => {} },
      sleep,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  // Idle keep-alive connections stay open: a slow step between requests must not meet ECONNRESET.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function postRaw(path: string, body: string, options: CallOptions & { contentType?: string } = {}) {
    const headers: Record<string, string> = {
      "content-type": options.contentType ?? "application/json",
      "x-test-ip": options.ip ?? "127.0.0.1",
      ...options.headers,
    };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${url}${path}`, { method: "POST", headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  return {
    url,
    postRaw,
    post: (path, body, options) => postRaw(path, JSON.stringify(body), options),
    graphql: (query, options = {}) =>
      postRaw("/api/graphql", JSON.stringify({ query, variables: options.variables }), options),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An active public user whose password is DEMO_PASSWORD. */
export async function insertUser(db: Db, email: string, overrides: { active?: boolean } = {}) {
  const [row] = await db
    .insert(users)
    .values(buildUser({ email, firstName: "Lucia", lastName: "Verdi", ...overrides }))
    .returning();
  if (!row) throw new Error("no user row");
  return row;
}

/** A staff member whose password is DEMO_PASSWORD. */
export async function insertStaff(db: Db, email: string, accessLevel: number) {
  const [row] = await db
    .insert(staff)
    .values(buildStaff({ email, firstName: "Marco", lastName: "Bianchi", accessLevel }))
    .returning();
  if (!row) throw new Error("no staff row");
  return row;
}

/** Signs a staff member in through the API and returns the access and refresh tokens. */
export async function staffTokens(api: ApiHarness, email: string, ip = "10.9.9.9") {
  const response = await api.post("/auth/login", { email, password: DEMO_PASSWORD }, { ip });
  if (response.status !== 200) throw new Error(`staff login failed: ${response.status} ${response.text}`);
  return { access: response.json.access_token as string, refresh: response.json.refresh_token as string };
}
