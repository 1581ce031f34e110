import { renderToStaticMarkup } from "react-dom/server";
import { HomeMarkdown } from "./home-markdown";

/**
 * The paragraph rendered on the server by the same component as the management preview. Visitors
 * receive finished HTML, so the home page ships no Markdown parser to the browser.
 */
export function renderHomeMarkdown(text: string): string {
  return text.trim() ? renderToStaticMarkup(<HomeMarkdown text={text} />) : "";
}
