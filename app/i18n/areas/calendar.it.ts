/** Italian strings of the events calendar (merged into it.ts under `calendar`). */
export const calendarIt = {
  more_one: "+{{count}} altro",
  more_other: "+{{count}} altri",
  moreHint: "Mostra tutti gli eventi del giorno",
  until: "fino al {{date}}",
  runs: "In corso",
  hours: "{{from}}–{{to}}",
} as const;
