import { createContext, type ReactNode, useContext } from "react";
import { useLocation } from "react-router";

const RequestIdContext = createContext("");

export function RequestIdProvider({ value, children }: { value: string; children: ReactNode }) {
  return <RequestIdContext value={value}>{children}</RequestIdContext>;
}

/**
 * The id the server logged this response under, so a visitor can quote it when reporting an error.
 * The server knows it; the browser reads it back from the document it was sent, and only while it
 * still shows that first document (after a navigation the id would belong to another request).
 */
export function useRequestId(): string {
  const server = useContext(RequestIdContext);
  const { key } = useLocation();
  if (server) return server;
  if (typeof document === "undefined" || key !== "default") return "";
  return document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content ?? "";
}
