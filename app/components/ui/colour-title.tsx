import type { ReactNode } from "react";

/** A title behind a dot in its item's colours, so staff recognise the item as visitors will see it. */
export function ColourTitle({
  colour,
  backgroundColour,
  children,
}: {
  colour: string;
  backgroundColour: string;
  children: ReactNode;
}) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-4 shrink-0 rounded-full border border-border"
        style={{ backgroundColor: backgroundColour, outline: `2px solid ${colour}` }}
      />
      {children}
    </span>
  );
}
