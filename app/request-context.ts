import { createContext, type RouterContext } from "react-router";

export type RequestInfo = { nonce: string; ip: string };

type Holder = { [KEY]?: RouterContext<RequestInfo> };
const KEY = Symbol.for("agora.request-context");

/**
 * Per-request facts the Express server knows and the app needs (the CSP nonce, the client IP).
 * The key lives on globalThis because the server entry and the built app bundle are two module
 * copies, and a context key only matches itself.
 */
export const requestInfoContext: RouterContext<RequestInfo> = (() => {
  const holder = globalThis as Holder;
  holder[KEY] ??= createContext<RequestInfo>({ nonce: "", ip: "" });
  return holder[KEY];
})();
