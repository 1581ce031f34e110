/**
 * Links in staff-written Markdown (home paragraph, news) may only go to web pages, the site itself or an
 * e-mail address: anything else (javascript:, data:, vbscript:…) becomes an empty href.
 */
const ALLOWED = /^(https?:|mailto:)/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function safeMarkdownUrl(url: string): string {
  const trimmed = url.trim();
  if (ALLOWED.test(trimmed)) return trimmed;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so strip them before asking.
  const compact = [...trimmed].filter((char) => char > " ").join("");
  if (SCHEME.test(compact) || compact.startsWith("//")) return "";
  return trimmed;
}

/** An announcement link: a path on this site ("/where") or a full http(s) address. */
export function isAnnouncementLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}
