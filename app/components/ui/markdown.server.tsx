import { createHash } from "node:crypto";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SafeMarkdown } from "./markdown";

type Props = ComponentProps<typeof SafeMarkdown>;

/** Rendered texts kept in memory: the home paragraph and the news bodies people read most. */
export const MARKDOWN_CACHE_SIZE = 256;
const cache = new Map<string, string>();

/**
 * Markdown rendered on the server by the same component as the staff previews: visitors receive
 * finished HTML and their pages ship no Markdown parser. Pair with `MarkdownHtml`.
 *
 * The HTML depends only on the props, so it is rendered once per distinct text and kept in a small
 * least-recently-used cache: an edited text has another key, and the old one ages out.
 */
export function renderMarkdown(props: Props): string {
  if (!props.text.trim()) return "";
  const key = createHash("sha256")
    .update(`${props.top}\u0000${props.testId ?? ""}\u0000${props.text}`)
    .digest("base64url");
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const html = renderToStaticMarkup(<SafeMarkdown {...props} />);
  cache.set(key, html);
  if (cache.size > MARKDOWN_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return html;
}

/** How many rendered texts are held (for tests). */
export function markdownCacheSize(): number {
  return cache.size;
}
