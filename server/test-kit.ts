/**
 * The app's own modules for the browser tests' harness (tests/e2e/serve.ts and its control port,
 * tests/e2e/control.ts). The harness imports the production bundle instead of running it and
 * reaches the app through this kit, so the database it seeds, the clock it moves and the settings it
 * switches (Stripe) are the server's own, each module once in the process. The bundle hands the kit
 * out only under the harness's switch, `AGORA_TEST_HARNESS=1` (server/production.ts); a server
 * started any other way never loads this file (docs/decisions/064-one-server-bundle.md).
 */
export { config } from "../app/config.server";
export { getDb, initDatabase } from "../app/db/client.server";
export { buildStaff, buildUser, DEMO_PASSWORD } from "../app/db/demo/accounts";
export { buildEvent } from "../app/db/demo/events";
export { buildMembership } from "../app/db/demo/memberships";
export { buildPerson } from "../app/db/demo/people";
export { buildOrder, buildTicket } from "../app/db/demo/tickets";
export * as schema from "../app/db/schema";
export { seedIfEmpty } from "../app/db/seed.server";
export { now, setClock } from "../app/domain/clock.server";
export { QR_TOKEN_LENGTH, TICKET_CODE_LENGTH } from "../app/domain/door/code";
export { doorToken } from "../app/domain/door/tokens.server";
export { numberAdmittedMemberships } from "../app/domain/memberships/admission.server";
export { sendRenewalReminders } from "../app/domain/memberships/renewal-reminders.server";
export { consumeRateLimit, RATE_LIMITS } from "../app/domain/security/rate-limit.server";
export { signIn } from "../app/routing/sign-in.server";
