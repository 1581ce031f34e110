import type { Access } from "~/domain/accounts/access";

/**
 * Who may read the outbox page (/internal/outbox), which shows queued mails with their links: the
 * lowest staff access level, or null when the page is closed. With SMTP_URL the mails leave, so it
 * is closed; without it, any staff member on the development server, and in production (a quick
 * start with `npm start`) administrators only, since its links open real accounts (ADR 059).
 */
export function outboxReaderLevel(settings: {
  SMTP_URL?: string;
  isProduction: boolean;
}): Extract<Access, "door" | "admin"> | null {
  if (settings.SMTP_URL) return null;
  return settings.isProduction ? "admin" : "door";
}

export type TextPart = { kind: "text"; value: string } | { kind: "link"; value: string };

// Trailing punctuation usually ends the sentence around a URL rather than belonging to it.
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/g;

/** Splits a plain-text mail into text and http(s) links, so a page can render real anchors safely. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last) parts.push({ kind: "text", value: text.slice(last, match.index) });
    parts.push({ kind: "link", value: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}
