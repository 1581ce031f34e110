import type { Messages } from "../messages";

export const calendarEn: Messages["calendar"] = {
  more_one: "+{{count}} more",
  more_other: "+{{count}} more",
  until: "until {{date}}",
  runs: "Running",
  hours: "{{from}}–{{to}}",
  runDates: "{{from}} – {{to}}",
  runHours: "{{from}}–{{to}}",
};
