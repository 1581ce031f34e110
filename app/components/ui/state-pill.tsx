import { StrokeIcon } from "./stroke-icon";

/** The tones of a state pill, readable in both colour modes. */
const TONES = {
  good: "bg-green-100 text-green-900 ring-green-700 dark:bg-green-950 dark:text-green-100 dark:ring-green-400",
  waiting:
    "bg-amber-100 text-amber-950 ring-amber-700 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-400",
  stopped: "bg-red-100 text-red-900 ring-red-700 dark:bg-red-950 dark:text-red-100 dark:ring-red-400",
  refused: "bg-transparent text-red-900 ring-red-700 dark:text-red-200 dark:ring-red-400",
  over: "bg-stone-200 text-stone-900 ring-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:ring-stone-400",
} as const;

/** A shape per state as well as a colour and a word: never colour alone. */
const ICONS = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  hourglass: "M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9",
  ban: "M5.6 5.6l12.8 12.8M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  cross: "M6 6l12 12M18 6L6 18",
  back: "M9 14l-4-4 4-4M5 10h9a5 5 0 0 1 0 10h-2",
} as const;

export type PillTone = keyof typeof TONES;
export type PillIcon = keyof typeof ICONS;

/** A state as a small labelled pill (a card's, a ticket's): tone, shape and word. */
export function StatePill({
  state,
  tone,
  icon,
  label,
}: {
  state: string;
  tone: PillTone;
  icon: PillIcon;
  label: string;
}) {
  return (
    <span
      data-state={state}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${TONES[tone]}`}
    >
      <StrokeIcon d={ICONS[icon]} className="size-4" strokeWidth="2.5" />
      {label}
    </span>
  );
}
