import { inlineSegments } from "~/content/legal/inline";
import type { LegalBlock } from "~/content/legal/types";
import { AppLink } from "../ui/app-link";

/** One paragraph or list item: placeholders stand out so nobody mistakes them for real details. */
export function InlineText({ text }: { text: string }) {
  return inlineSegments(text).map((segment, index) => {
    const key = `${index}-${segment.type}`;
    if (segment.type === "placeholder")
      return (
        <mark
          key={key}
          data-placeholder
          className="rounded bg-amber-100 px-1 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          [{segment.text}]
        </mark>
      );
    if (segment.type === "link")
      return (
        <AppLink key={key} to={segment.to} className="font-medium underline underline-offset-2">
          {segment.text}
        </AppLink>
      );
    return <span key={key}>{segment.text}</span>;
  });
}

export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === "string")
    return (
      <p>
        <InlineText text={block} />
      </p>
    );
  if ("list" in block)
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.list.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    );
  const [head = [], ...rows] = block.table;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="border-b border-border p-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")} className="align-top">
              {row.map((cell, index) => (
                <td key={head[index] ?? cell} className="border-b border-border p-2">
                  {index === 0 ? <span className="font-medium">{cell}</span> : <InlineText text={cell} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
