import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

/** The CSP nonce of this response on the server; empty in the browser, which hides nonces anyway. */
export function useNonce(): string {
  return useContext(NonceContext);
}
