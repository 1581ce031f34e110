import type { Messages } from "../messages";

/** English strings of the dashboard's events and ticket chart (merged under `dashboardTickets`). */
export const dashboardTicketsEn: Messages["dashboardTickets"] = {
  events: {
    heading: "Today and next events",
    today: "Today",
    next: "Next",
    noToday: "No events today.",
    noNext: "No other events in the calendar.",
    notPublic: "Not public",
    onNow: "On now",
    ended: "Ended",
    sold: "Sold",
    of: "of {{seats}} seats",
    unlimited: "no seat limit",
    admitted: "Admitted",
    guests: "In from the lists",
    ticketCheck: "Ticket check",
    manage: "Manage the event {{title}}",
    barLabel: "Filling",
  },
  chart: {
    heading: "Last 30 days",
    lead: "Tickets sold and admissions at the door, day by day.",
    sold: "Tickets sold",
    admitted: "Admissions",
    note: "Sales leave out complimentary tickets; admissions include tickets and guest lists.",
    summary:
      "Bar chart of tickets sold and admissions per day, from {{from}} to {{to}}: {{sold}} tickets sold and {{admitted}} admissions in all.",
    peak: "Best day for sales: {{day}}, {{count}}.",
    quiet: "No sales and no admissions in these days.",
    day: "{{day}}: {{sold}} sold, {{admitted}} admissions",
    today: "today",
    showTable: "Show the data as a table",
    caption: "Tickets sold and admissions per day, last 30 days",
    columnDay: "Day",
    total: "Total",
  },
};
