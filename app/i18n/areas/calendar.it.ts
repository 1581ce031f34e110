/** Italian strings of the events calendar (merged into it.ts under `calendar`). */
export const calendarIt = {
  more_one: "+{{count}} altro",
  more_other: "+{{count}} altri",
  until: "fino al {{date}}",
  runs: "In corso",
  hours: "{{from}}–{{to}}",
  runDates: "dal {{from}} al {{to}}",
  runHours: "ore {{from}}–{{to}}",
  // What screen readers hear of the calendar (FullCalendar's hints), by the unit a button moves.
  hints: {
    prev: { month: "Mese precedente", week: "Settimana precedente", day: "Giorno precedente" },
    next: { month: "Mese successivo", week: "Settimana successiva", day: "Giorno successivo" },
    today: { month: "Questo mese", week: "Questa settimana", day: "Oggi" },
    view: "Vista {{view}}",
    more_one: "Mostra {{count}} altro evento",
    more_other: "Mostra altri {{count}} eventi",
    close: "Chiudi",
    time: "Ora",
    event: "Evento",
  },
  noEvents: "Nessun evento in questo periodo",
  /** Read out when the visitor moves the calendar to another period or view. */
  shown: "{{view}}: {{title}}",
} as const;
