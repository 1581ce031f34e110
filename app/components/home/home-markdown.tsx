import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { safeMarkdownUrl } from "~/domain/home/markdown-url";

/**
 * The home page paragraph, written by staff in Markdown. react-markdown builds React elements and
 * never injects raw HTML (skipHtml drops it outright); links pass through an allow-list of schemes;
 * images are not rendered, so the paragraph cannot pull in third-party content or heavy files.
 * Headings start at h3 because the paragraph sits under the section's own h2.
 */
const heading = (Tag: "h3" | "h4") =>
  function Heading({ node: _node, ...props }: ComponentProps<"h3"> & { node?: unknown }) {
    return <Tag className="mt-6 text-xl font-bold first:mt-0" {...props} />;
  };

const components: Components = {
  h1: heading("h3"),
  h2: heading("h3"),
  h3: heading("h4"),
  h4: heading("h4"),
  h5: heading("h4"),
  h6: heading("h4"),
  a: ({ node: _node, ...props }) => <a className="text-accent underline underline-offset-2" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="list-decimal space-y-1 pl-6" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="border-l-4 border-accent pl-4 italic" {...props} />
  ),
};

export function HomeMarkdown({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed" data-testid="home-paragraph">
      <Markdown skipHtml disallowedElements={["img"]} urlTransform={safeMarkdownUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
