import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { closeDatabase, DatabaseInUseError, type Db, initDatabase } from "~/db/client.server";
import { type Access, accessOf } from "~/domain/accounts/access";
import { listStaff } from "~/domain/accounts/list-staff.server";
import { generateReadablePassword } from "~/domain/accounts/password.server";
import { newStaffSchema } from "~/domain/accounts/staff.server";
import { addStaffMember } from "~/domain/accounts/staff-admin.server";

export const STAFF_USAGE = `Usage:
  npm run staff -- add --email <e-mail> --first-name <name> --last-name <name> --level 0|1|2 [--password <password>]
  npm run staff -- list

Levels: 0 door staff, 1 management, 2 administrator. Without --password one is generated and shown once.

While the server runs on the embedded database (no DATABASE_URL), only the server may open it: an
administrator (level 2) manages staff at /internal/staff, or stop the server and run this again.`;

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const FLAG_OF_FIELD: Record<string, string> = {
  email: "--email",
  firstName: "--first-name",
  lastName: "--last-name",
  password: "--password",
  accessLevel: "--level",
};

const LEVEL_NAMES: Record<Access, string> = {
  door: "door staff",
  management: "management",
  admin: "administrator",
};

class UsageError extends Error {}

type StaffCommand =
  | { kind: "help" }
  | { kind: "list" }
  | { kind: "add"; input: ReturnType<typeof newStaffSchema.parse>; generatedPassword: boolean };

/** Turns argv into a command without touching the database, so input errors come back fast. */
export function parseStaffCommand(argv: string[]): StaffCommand {
  let parsed: ReturnType<typeof parseArgsStrict>;
  try {
    parsed = parseArgsStrict(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === "help") return { kind: "help" };
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (command === "list") return { kind: "list" };
  if (command !== "add") throw new UsageError(command ? `unknown command "${command}"` : "missing command");

  for (const field of ["email", "first-name", "last-name", "level"] as const) {
    if (values[field] === undefined) throw new UsageError(`missing --${field}`);
  }
  if (!/^[0-2]$/.test(values.level ?? "")) throw new UsageError("--level must be 0, 1 or 2");
  const generatedPassword = values.password === undefined;
  const result = newStaffSchema.safeParse({
    email: values.email,
    firstName: values["first-name"],
    lastName: values["last-name"],
    password: values.password ?? generateReadablePassword(),
    accessLevel: Number(values.level),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const flag = FLAG_OF_FIELD[String(issue?.path[0])] ?? "input";
    throw new UsageError(`invalid ${flag}: ${issue?.message ?? "invalid value"}`);
  }
  return { kind: "add", input: result.data, generatedPassword };
}

function parseArgsStrict(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      level: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}

/** What to do when the running server holds the embedded database (ADR 027). */
export function serverRunningMessage(error: DatabaseInUseError): string {
  return (
    `staff: the server is running (process ${error.pid}) and holds the embedded database, which one ` +
    "process at a time can open. Manage staff at /internal/staff (signed in as an administrator, " +
    "level 2), or stop the server and run this command again."
  );
}

/** Runs `npm run staff -- …` and returns the exit code; `openDb` is called only when needed. */
export async function runStaffCli(argv: string[], io: CliIo, openDb: () => Promise<Db>): Promise<number> {
  let command: StaffCommand;
  try {
    command = parseStaffCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`staff: ${error.message}. Run "npm run staff -- --help" for usage.`);
    return EXIT_USAGE;
  }
  if (command.kind === "help") {
    io.out(STAFF_USAGE);
    return EXIT_OK;
  }
  let db: Db;
  try {
    db = await openDb();
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    io.err(serverRunningMessage(error));
    return EXIT_FAILED;
  }
  if (command.kind === "list") {
    // Every account, page after page of the staff page's list.
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const list = await listStaff(db, { page });
      pages = list.pages;
      if (list.total === 0) io.out("No staff accounts.");
      for (const s of list.rows) {
        const disabled = s.disabledAt ? " (disabled)" : "";
        io.out(
          `${s.accessLevel} ${LEVEL_NAMES[accessOf(s.accessLevel)]}\t${s.email}\t${s.firstName} ${s.lastName}${disabled}`,
        );
      }
    }
    return EXIT_OK;
  }
  const outcome = await addStaffMember(
    db,
    { staffId: null },
    { ...command.input, mustChangePassword: command.generatedPassword },
  );
  if (!outcome.ok) {
    io.err(`staff: a staff account with e-mail ${command.input.email} already exists.`);
    return EXIT_FAILED;
  }
  const created = outcome.member;
  io.out(
    `Created ${LEVEL_NAMES[accessOf(created.accessLevel)]} ${created.firstName} ${created.lastName} <${created.email}>.`,
  );
  if (command.generatedPassword) {
    io.out(`Password (shown only once): ${outcome.password}`);
    io.out("At first sign-in they choose their own.");
  }
  return EXIT_OK;
}

async function main(): Promise<void> {
  const io: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
  try {
    process.exitCode = await runStaffCli(process.argv.slice(2), io, initDatabase);
  } catch (error) {
    io.err(`staff: ${(error as Error).message}`);
    process.exitCode = EXIT_FAILED;
  } finally {
    await closeDatabase();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
