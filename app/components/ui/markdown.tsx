import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { safeMarkdownUrl } from "~/lib/safe-url";

type HeadingTag = "h2" | "h3" | "h4";
type Level = 2 | 3;

const heading = (Tag: HeadingTag) =>
  function Heading({ node: _node, ...props }: ComponentProps<"h3"> & { node?: unknown }) {
    const size = Tag === "h2" ? "text-2xl" : Tag === "h3" ? "text-xl" : "text-lg";
    return <Tag className={`mt-6 font-bold first:mt-0 ${size}`} {...props} />;
  };

function components(top: Level): Components {
  const tags: HeadingTag[] =
    top === 2 ? ["h2", "h2", "h3", "h4", "h4", "h4"] : ["h3", "h3", "h4", "h4", "h4", "h4"];
  const [h1, h2, h3, h4, h5, h6] = tags.map(heading);
  return {
    h1,
    h2,
    h3,
    h4,
    h5,
    h6,
    a: ({ node: _node, ...props }) => <a className="text-accent underline underline-offset-2" {...props} />,
    ul: ({ node: _node, ...props }) => <ul className="list-disc space-y-1 pl-6" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="list-decimal space-y-1 pl-6" {...props} />,
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className="border-l-4 border-accent pl-4 italic" {...props} />
    ),
    code: ({ node: _node, ...props }) => <code className="rounded bg-bg px-1 font-mono text-sm" {...props} />,
    hr: () => <hr className="my-4 border-border" />,
  };
}

/**
 * Text staff write in Markdown (home paragraph, news bodies). react-markdown builds React elements
 * and never injects raw HTML (skipHtml drops it outright); links pass an allow-list of schemes;
 * images are not rendered (pictures belong in the image fields, with responsive variants).
 * `top` is the level of the text's first heading, one below the section it sits in.
 */
export function SafeMarkdown({ text, top, testId }: { text: string; top: Level; testId?: string }) {
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed" data-testid={testId}>
      <Markdown
        skipHtml
        disallowedElements={["img"]}
        urlTransform={safeMarkdownUrl}
        components={components(top)}
      >
        {text}
      </Markdown>
    </div>
  );
}
