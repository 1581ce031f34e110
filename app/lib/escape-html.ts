const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/**
 * Text made safe inside HTML, in an element or a quoted attribute, written as React writes it (a
 * mail filled in after its render must read as if React had rendered it, ADR 074).
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
