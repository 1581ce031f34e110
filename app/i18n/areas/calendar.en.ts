import type { Messages } from "../messages";

export const calendarEn: Messages["calendar"] = {
  more_one: "+{{count}} more",
  more_other: "+{{count}} more",
  moreHint: "Show all the events of the day",
  until: "until {{date}}",
  runs: "Running",
  hours: "{{from}}–{{to}}",
};
