import type { Messages } from "../messages";

/** English strings of the staff accounts page. */
export const staffAdminEn: Messages["staffAdmin"] = {
  listTitle: "Who has access",
  empty: "No staff accounts.",
  search: "Search by name or e-mail",
  filter: "Search",
  noMatch: "No staff account matches this search.",
  results_one: "{{count}} account",
  results_other: "{{count}} accounts",
  pagination: "Pages of staff accounts",
  page: "Page {{page}} of {{pages}}",
  previous: "Previous",
  next: "Next",
  columns: {
    name: "Name",
    level: "Level",
    state: "State",
    since: "Created",
    actions: "Actions",
  },
  you: "(you)",
  selfNote: "Your account: another administrator changes it.",
  active: "Active",
  disabled: "Deactivated",
  levelOf: "Access level of {{name}}",
  changeLevel: "Change level",
  disable: "Deactivate",
  enable: "Reactivate",
  add: {
    title: "Add a staff member",
    intro:
      "A first password is generated and shown here only once: hand it over in person. They sign in at /internal/login.",
    level: "Access level",
    submit: "Add",
  },
  done: {
    added: "{{name}} ({{email}}) now signs in as {{level}} with the first password",
    passwordOnce: "— shown only now: hand it over in person.",
    level: "{{name}} now has the level {{level}}.",
    disable: "{{name}} can no longer sign in: their sessions have ended.",
    enable: "{{name}} can sign in again.",
  },
  errors: {
    emailTaken: "A staff account with this e-mail already exists.",
    notFound: "This account no longer exists: reload the page.",
    self: "You cannot change or deactivate your own account: ask another administrator.",
    level: "Choose an access level",
  },
};
