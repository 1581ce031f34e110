import type { ReactNode } from "react";

/** The page's one h1 and its lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-4">
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
      {children}
    </div>
  );
}
