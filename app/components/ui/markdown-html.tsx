/** Shows what `renderMarkdown` produced on the server. */
export function MarkdownHtml({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped output of SafeMarkdown (renderMarkdown), which drops raw HTML, images and unsafe link schemes
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
