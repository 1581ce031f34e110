import { useTranslation } from "react-i18next";
import type { TicketState } from "~/domain/tickets/own.server";

const TONE: Record<TicketState, string> = {
  valid:
    "bg-green-100 text-green-900 ring-green-700 dark:bg-green-950 dark:text-green-100 dark:ring-green-400",
  unpaid:
    "bg-amber-100 text-amber-950 ring-amber-700 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-400",
  cancelled: "bg-red-100 text-red-900 ring-red-700 dark:bg-red-950 dark:text-red-100 dark:ring-red-400",
  refunded:
    "bg-stone-200 text-stone-900 ring-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:ring-stone-400",
};

// A shape per state as well as a colour and a word: never colour alone.
const ICON: Record<TicketState, string> = {
  valid: "M5 12.5l4.5 4.5L19 7.5",
  unpaid: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  cancelled: "M5.6 5.6l12.8 12.8M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  refunded: "M9 14l-4-4 4-4M5 10h9a5 5 0 0 1 0 10h-2",
};

/** A ticket's state as staff read it in the event's ticket list. */
export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation();
  return (
    <span
      data-state={state}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${TONE[state]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICON[state]} />
      </svg>
      {t(`tickets.states.${state}`)}
    </span>
  );
}
