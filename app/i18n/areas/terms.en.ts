import type { termsIt } from "./terms.it";

/** English strings of the managed lists of event types and news categories (`terms`, ADR 058). */
export const termsEn: typeof termsIt = {
  kinds: {
    event_type: {
      heading: "Event types",
      intro: "The types staff choose from in the event form; the events list filters by them.",
      empty: "No event types.",
      add: "Add an event type",
    },
    news_category: {
      heading: "News categories",
      intro: "The categories staff choose from in the news form.",
      empty: "No categories.",
      add: "Add a category",
    },
  },
  labelIt: "Italian name",
  labelEn: "English name",
  uses_one: "Used by {{count}} item",
  uses_other: "Used by {{count}} items",
  unused: "Not used",
  retired: "Retired",
  retiredHint: "It stays on the items that have it, but cannot be chosen for new ones.",
  add: { submit: "Add" },
  rename: { summary: "Rename", submit: "Save the names" },
  merge: {
    summary: "Merge into another",
    intro: "The items of “{{label}}” move to the chosen term and “{{label}}” leaves the list.",
    into: "Merge into",
    submit: "Merge",
  },
  retire: { submit: "Retire “{{label}}”" },
  restore: { submit: "Restore “{{label}}”" },
  done: {
    added: "“{{label}}” added.",
    renamed: "It is now called “{{label}}” everywhere.",
    merged: "“{{from}}” merged into “{{into}}”: {{count}} items moved.",
    retired: "“{{label}}” retired: it can no longer be chosen for new items.",
    restored: "“{{label}}” restored.",
  },
  errors: {
    taken: "Another term of the same list already has this name (even if retired).",
    unknown: "This term no longer exists or cannot be chosen: choose another.",
    chooseTarget: "Choose the term to merge into.",
    sameTerm: "Choose a term other than this one.",
    notFound: "This term no longer exists: the page has been refreshed.",
  },
  field: {
    none: "None",
    hint: "Missing the right one? Content managers add it under “Types and categories”.",
    retired: "{{label}} (retired)",
  },
};
