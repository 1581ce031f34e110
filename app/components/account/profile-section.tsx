import type { ReactNode } from "react";

/** A box of the member's page: its heading, and what to say when it has nothing. */
export function ProfileSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {empty && <p className="mt-2 text-muted">{empty}</p>}
      {children}
    </section>
  );
}
