/** How often a mail is tried before it is marked 'failed' and left for a human to look at. */
export const MAX_SEND_ATTEMPTS = 10;

/**
 * How long a claimed mail may stay in 'sending'. A process that dies mid-send leaves its rows there;
 * after the lease another run takes them again. Far above the transport's own timeouts, so a slow
 * but live send is never taken over (which would deliver the mail twice).
 */
export const SENDING_LEASE_MS = 10 * 60 * 1000;

const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

/** Wait after the n-th failed attempt (n >= 1): 30 s, 1 min, 2 min … doubling, never above 1 h. */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

/**
 * One line for `last_error`, readable in the back office. Transport errors may quote the SMTP URL,
 * so user:password in any URL is masked; the length is capped so a chatty server cannot bloat rows.
 */
export function describeSendError(error: unknown): string {
  const details = error instanceof Error ? error : undefined;
  const code = (details as { code?: unknown } | undefined)?.code;
  const message = details ? details.message : String(error);
  const line = `${typeof code === "string" && !message.includes(code) ? `${code}: ` : ""}${message}`
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi, "$1***@")
    .replace(/\s+/g, " ")
    .trim();
  const text = line || "Unknown error";
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
