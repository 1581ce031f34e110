import Markdown, { type Components } from "react-markdown";

/**
 * Staff write news in Markdown. react-markdown builds React elements and never renders raw HTML,
 * and its default URL filter drops `javascript:` links, so a body cannot inject markup or script.
 * The page's title is the only h1: headings in the text start one level below it.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 text-2xl font-bold" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-8 text-2xl font-bold" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-xl font-bold" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-6 text-lg font-bold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-4" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-4 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ node: _node, ...props }) => <a className="underline underline-offset-2" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-4 border-l-4 border-border pl-4 italic" {...props} />
  ),
  code: ({ node: _node, ...props }) => <code className="rounded bg-bg px-1 font-mono text-sm" {...props} />,
  hr: () => <hr className="my-8 border-border" />,
  // Pictures belong in the item's image field, where they get responsive variants and a reserved box.
  img: () => null,
};

export function MarkdownBody({ text }: { text: string }) {
  return (
    <div className="max-w-prose text-lg leading-relaxed" data-testid="news-body">
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}
