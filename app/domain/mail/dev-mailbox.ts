/**
 * The development mailbox shows queued mails, links included, to any staff member: only where no
 * mail can leave anyway (no SMTP_URL) and never in production, where those links are real accounts.
 */
export function devMailboxEnabled(settings: { SMTP_URL?: string; isProduction: boolean }): boolean {
  return !settings.SMTP_URL && !settings.isProduction;
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
