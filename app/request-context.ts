import { createContext, type RouterContext } from "react-router";
import type { Db } from "~/db/client.server";

export type RequestInfo = { nonce: string; ip: string; requestId: string };

/**
 * Per-request facts the Express server knows and the app needs (the CSP nonce, the client IP, the
 * request id of the logs).
 */
export const requestInfoContext: RouterContext<RequestInfo> = createContext<RequestInfo>({
  nonce: "",
  ip: "",
  requestId: "",
});

/**
 * The database of this request: set by the server for every request (server/app.ts) and by tests
 * that call loaders and actions directly with a database of their own. Read it with `database()`.
 */
export const databaseContext: RouterContext<Db | null> = createContext<Db | null>(null);
