import { describe, expect, it } from "vitest";
import { MARKDOWN_CACHE_SIZE, markdownCacheSize, renderMarkdown } from "~/components/ui/markdown.server";

const renderHomeMarkdown = (text: string) => renderMarkdown({ text, top: 3 });

describe("staff-written Markdown", () => {
  it("renders text formatting and safe links", () => {
    const html = renderHomeMarkdown(
      "Ciao **a tutti**, [scrivici](mailto:info@example.org) o [vieni](/where).",
    );
    expect(html).toContain("<strong>a tutti</strong>");
    expect(html).toContain('href="mailto:info@example.org"');
    expect(html).toContain('href="/where"');
  });

  it("never lets raw HTML, images or script links through", () => {
    const html = renderHomeMarkdown(
      "<script>alert(1)</script> <img src=x onerror=alert(1)> ![foto](https://example.org/a.jpg) [x](javascript:alert(1)) [y](data:text/html,hi)",
    );
    expect(html).not.toMatch(/<script|<img|onerror|javascript:|data:/i);
  });

  it("keeps headings under the section's own h2", () => {
    expect(renderHomeMarkdown("# Titolo\n\n## Sotto")).not.toMatch(/<h[12]/);
  });

  it("starts a news body's headings at h2, under the page's h1", () => {
    const html = renderMarkdown({ text: "# Titolo\n\n### Dettagli", top: 2 });
    expect(html).toMatch(/<h2[^>]*>Titolo<\/h2>/);
    expect(html).not.toMatch(/<h1/);
  });

  it("renders nothing for an empty paragraph", () => {
    expect(renderHomeMarkdown("  \n")).toBe("");
  });

  it("renders a text once and answers repeats from a bounded cache, keyed by text and level", () => {
    const text = `Orari **${Math.random()}**`;
    const first = renderMarkdown({ text: `# T\n\n${text}`, top: 2 });
    const before = markdownCacheSize();
    expect(renderMarkdown({ text: `# T\n\n${text}`, top: 2 })).toBe(first);
    expect(markdownCacheSize()).toBe(before);
    // Same text under another section level is another rendering.
    expect(renderMarkdown({ text: `# T\n\n${text}`, top: 3 })).not.toBe(first);
    for (let i = 0; i < MARKDOWN_CACHE_SIZE + 10; i++) renderMarkdown({ text: `testo ${i}`, top: 3 });
    expect(markdownCacheSize()).toBe(MARKDOWN_CACHE_SIZE);
  });
});
