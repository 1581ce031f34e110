import { PLACEHOLDER_PATTERN } from "./association";

export type InlineSegment =
  | { type: "text"; text: string }
  | { type: "placeholder"; text: string }
  | { type: "link"; text: string; to: string };

const LINK_PATTERN = /\[([^\]]+)\]\((\/[^)\s]*)\)/;
const TOKEN = new RegExp(`${PLACEHOLDER_PATTERN.source}|${LINK_PATTERN.source}`, "g");

/**
 * Splits a legal paragraph into plain text, marked placeholders (`⟦…⟧`) and internal links written
 * as `[label](/path)`, the only markup the texts need.
 */
export function inlineSegments(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ type: "text", text: text.slice(last, index) });
    const [, placeholder, label, to] = match;
    if (placeholder !== undefined) segments.push({ type: "placeholder", text: placeholder });
    else if (label !== undefined && to !== undefined) segments.push({ type: "link", text: label, to });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ type: "text", text: text.slice(last) });
  return segments;
}
