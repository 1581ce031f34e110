import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SafeMarkdown } from "./markdown";

/**
 * Markdown rendered on the server by the same component as the staff previews: visitors receive
 * finished HTML and their pages ship no Markdown parser. Pair with `MarkdownHtml`.
 */
export function renderMarkdown(props: ComponentProps<typeof SafeMarkdown>): string {
  return props.text.trim() ? renderToStaticMarkup(<SafeMarkdown {...props} />) : "";
}
