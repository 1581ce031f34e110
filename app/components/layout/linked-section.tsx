import type { ReactNode } from "react";
import { AppLink } from "../ui/app-link";

/** A home page block: its heading, a link to the whole list, then the cards. */
export function LinkedSection({
  id,
  title,
  to,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-4 pb-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <AppLink to={to} className="underline underline-offset-2">
          {linkLabel}
        </AppLink>
      </div>
      {children}
    </section>
  );
}
