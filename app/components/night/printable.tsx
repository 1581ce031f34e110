import type { ReactNode } from "react";

/**
 * One of the page's two printable parts (the totals, the paper list): on screen its heading and
 * intro; on paper, when it is the part being printed, the event and the time instead.
 */
export function Printable({
  id,
  printed,
  heading,
  intro,
  printHeader: [event, time],
  children,
}: {
  id: string;
  printed: boolean;
  heading: string;
  intro: string;
  printHeader: [string, string];
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 ${printed ? "" : "print:hidden"}`}
      data-testid={id}
    >
      <div className="hidden print:block">
        <p className="text-xl font-bold">{event}</p>
        <p className="text-sm">{time}</p>
      </div>
      <div className="print:hidden">
        <h2 id={id} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mt-1 max-w-3xl text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}
