import type { Messages } from "../messages";

export const calendarEn: Messages["calendar"] = {
  more_one: "+{{count}} more",
  more_other: "+{{count}} more",
  until: "until {{date}}",
  runs: "Running",
  hours: "{{from}}–{{to}}",
  runDates: "{{from}} – {{to}}",
  runHours: "{{from}}–{{to}}",
  hints: {
    prev: { month: "Previous month", week: "Previous week", day: "Previous day" },
    next: { month: "Next month", week: "Next week", day: "Next day" },
    today: { month: "This month", week: "This week", day: "Today" },
    view: "{{view}} view",
    more_one: "Show {{count}} more event",
    more_other: "Show {{count}} more events",
    close: "Close",
    time: "Time",
    event: "Event",
  },
  noEvents: "No events in this period",
  shown: "{{view}}: {{title}}",
};
