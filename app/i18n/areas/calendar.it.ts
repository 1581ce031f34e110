/** Italian strings of the events calendar (merged into it.ts under `calendar`). */
export const calendarIt = {
  more_one: "+{{count}} altro",
  more_other: "+{{count}} altri",
  until: "fino al {{date}}",
  runs: "In corso",
  hours: "{{from}}–{{to}}",
  runDates: "dal {{from}} al {{to}}",
  runHours: "ore {{from}}–{{to}}",
} as const;
