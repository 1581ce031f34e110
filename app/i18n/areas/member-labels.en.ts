import type { Messages } from "../messages";

/** English names of a membership's types, categories and states (see member-labels.it.ts). */
export const memberLabelsEn: Messages["memberLabels"] = {
  types: { events: "Evenings and events", courses: "Courses and workshops" },
  categories: { ordinary: "Ordinary", student: "Student rate", supporter: "Supporting" },
  states: {
    requested: "Awaiting approval",
    valid: "Valid",
    expired: "Expired",
    voided: "Voided",
    rejected: "Rejected",
  },
};
