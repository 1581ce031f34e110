import { describe, expect, it } from "vitest";
import { renderHomeMarkdown } from "~/components/home/home-markdown.server";

describe("the home paragraph's Markdown", () => {
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

  it("renders nothing for an empty paragraph", () => {
    expect(renderHomeMarkdown("  \n")).toBe("");
  });
});
