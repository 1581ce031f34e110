import { createContext, type RouterContext } from "react-router";
import type { Db } from "~/db/client.server";

export type RequestInfo = { nonce: string; ip: string; requestId: string };

type Holder = { [KEY]?: RouterContext<RequestInfo> };
const KEY = Symbol.for("agora.request-context");

/**
 * Per-request facts the Express server knows and the app needs (the CSP nonce, the client IP, the
 * request id of the logs).
 * The key lives on globalThis because the server entry and the built app bundle are two module
 * copies, and a context key only matches itself.
 */
export const requestInfoContext: RouterContext<RequestInfo> = (() => {
  const holder = globalThis as Holder;
  holder[KEY] ??= createContext<RequestInfo>({ nonce: "", ip: "", requestId: "" });
  return holder[KEY];
})();

type DbHolder = { [DB_KEY]?: RouterContext<Db | null> };
const DB_KEY = Symbol.for("agora.database-context");

/**
 * The database of this request: set by the server for every request (server/app.ts) and by tests
 * that call loaders and actions directly with a database of their own. Read it with `database()`.
 */
export const databaseContext: RouterContext<Db | null> = (() => {
  const holder = globalThis as DbHolder;
  holder[DB_KEY] ??= createContext<Db | null>(null);
  return holder[DB_KEY];
})();
