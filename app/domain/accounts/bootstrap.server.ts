import { config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { ACCESS_LEVELS } from "./access";
import { generateReadablePassword } from "./password.server";
import { countStaff, createStaff, DuplicateEmailError } from "./staff.server";

export const DEFAULT_ADMIN_EMAIL = "admin@agora.localhost";

export interface BootstrapLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface AdminCredentials {
  email?: string;
  password?: string;
}

export type AdminBootstrapResult =
  | { created: false; reason: "staff-exists" }
  | { created: true; email: string; passwordSource: "environment" }
  | { created: true; email: string; passwordSource: "generated"; password: string };

/**
 * On a database without staff, creates the first administrator so the back office is reachable.
 * Uses ADMIN_EMAIL / ADMIN_PASSWORD when set; otherwise generates a password and prints it once.
 */
export async function ensureAdminAccount(
  db: DbOrTx,
  log: BootstrapLogger,
  credentials: AdminCredentials = { email: config().ADMIN_EMAIL, password: config().ADMIN_PASSWORD },
  { baseUrl = config().baseUrl, mailLeaves = Boolean(config().SMTP_URL) } = {},
): Promise<AdminBootstrapResult> {
  if ((await countStaff(db)) > 0) return { created: false, reason: "staff-exists" };
  const email = credentials.email ?? DEFAULT_ADMIN_EMAIL;
  const password = credentials.password ?? generateReadablePassword();
  try {
    await createStaff(
      db,
      {
        email,
        firstName: "Amministratore",
        lastName: "Agorà",
        password,
        accessLevel: ACCESS_LEVELS.admin,
      },
      // A printed password has been on a screen and in a log: the administrator replaces it at once.
      { mustChangePassword: !credentials.password },
    );
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof DuplicateEmailError) return { created: false, reason: "staff-exists" };
    throw error;
  }
  if (credentials.password) {
    log.info(`Created the administrator account ${email} with the password from ADMIN_PASSWORD.`);
    return { created: true, email, passwordSource: "environment" };
  }
  for (const line of announcement(email, password, baseUrl, mailLeaves)) log.warn(line);
  return { created: true, email, passwordSource: "generated", password };
}

function announcement(email: string, password: string, baseUrl: string, mailLeaves: boolean): string[] {
  const rule = "=".repeat(72);
  return [
    rule,
    "  FIRST START: administrator account created",
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    `  Sign in at ${baseUrl}/internal/login: you then choose your own password.`,
    "  This one is shown only once (ADMIN_EMAIL and ADMIN_PASSWORD choose them before a first start).",
    ...(mailLeaves
      ? []
      : [
          "  SMTP_URL is not set: no e-mail leaves (activation links, petition confirmations).",
          `  Signed in as administrator, read them with their links at ${baseUrl}/internal/outbox.`,
        ]),
    rule,
  ];
}
