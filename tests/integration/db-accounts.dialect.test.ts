import { describe, expect, it } from "vitest";
import { ensureAdminAccount } from "../../app/domain/accounts/bootstrap.server";
import { verifyPassword } from "../../app/domain/accounts/password.server";
import {
  countStaff,
  createStaff,
  DuplicateEmailError,
  findStaffByEmail,
} from "../../app/domain/accounts/staff.server";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runStaffCli } from "../../server/cli/staff";
import { setupTestDb } from "../setup/test-db";

const t = setupTestDb({ emptyEach: true });

function recorder() {
  const info: string[] = [];
  const warn: string[] = [];
  return { info, warn, log: { info: (l: string) => info.push(l), warn: (l: string) => warn.push(l) } };
}

describe("ensureAdminAccount", () => {
  it("creates an administrator with a generated password, printed once", async () => {
    const { warn, log } = recorder();
    const result = await ensureAdminAccount(t.db, log, {});
    if (!result.created || result.passwordSource !== "generated")
      throw new Error(`unexpected ${JSON.stringify(result)}`);
    expect(result.email).toBe("admin@agora.localhost");
    expect(result.password).toMatch(/^[2-9a-hjkmnp-z]{4}(-[2-9a-hjkmnp-z]{4}){3}$/);
    const block = warn.join("\n");
    expect(block).toContain("admin@agora.localhost");
    expect(block).toContain(result.password);

    const admin = await findStaffByEmail(t.db, "ADMIN@agora.localhost");
    expect(admin?.accessLevel).toBe(2);
    expect(await verifyPassword(result.password, admin?.passwordHash ?? "")).toBe(true);

    const again = recorder();
    expect(await ensureAdminAccount(t.db, again.log, {})).toEqual({ created: false, reason: "staff-exists" });
    expect([...again.info, ...again.warn]).toEqual([]);
    expect(await countStaff(t.db)).toBe(1);
  });

  it("uses ADMIN_EMAIL and ADMIN_PASSWORD when given, without printing the password", async () => {
    const { info, warn, log } = recorder();
    const result = await ensureAdminAccount(t.db, log, {
      email: "direzione@example.org",
      password: "una-password-lunga",
    });
    expect(result).toEqual({ created: true, email: "direzione@example.org", passwordSource: "environment" });
    expect([...info, ...warn].join("\n")).not.toContain("una-password-lunga");
    const admin = await findStaffByEmail(t.db, "direzione@example.org");
    expect(await verifyPassword("una-password-lunga", admin?.passwordHash ?? "")).toBe(true);
  });

  it("does nothing when any staff account exists", async () => {
    await createStaff(t.db, {
      email: "porta@example.org",
      firstName: "P",
      lastName: "Q",
      password: "12345678",
      accessLevel: 0,
    });
    const { log } = recorder();
    expect(await ensureAdminAccount(t.db, log, {})).toMatchObject({ created: false });
  });
});

describe("createStaff", () => {
  it("refuses an e-mail already used in another letter case", async () => {
    const input = {
      email: "Paola@Example.org",
      firstName: "Paola",
      lastName: "Neri",
      password: "abcdefgh",
      accessLevel: 1 as const,
    };
    const created = await createStaff(t.db, input);
    expect(created).not.toHaveProperty("passwordHash");
    await expect(createStaff(t.db, { ...input, email: "paola@example.ORG" })).rejects.toBeInstanceOf(
      DuplicateEmailError,
    );
  });
});

describe("npm run staff", () => {
  function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    let opened = false;
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    const run = runStaffCli(argv, io, async () => {
      opened = true;
      return t.db;
    });
    return run.then((code) => ({ code, out, err, opened }));
  }
  const add = [
    "add",
    "--email",
    "Door@Agora.test",
    "--first-name",
    "Paola",
    "--last-name",
    "Neri",
    "--level",
    "0",
  ];

  it("adds a staff member with a generated password it prints once", async () => {
    const { code, out } = await cli(add);
    expect(code).toBe(EXIT_OK);
    const password = out.join("\n").match(/Password \(shown only once\): (\S+)/)?.[1];
    expect(password).toBeDefined();
    const member = await findStaffByEmail(t.db, "door@agora.test");
    expect(member).toMatchObject({ firstName: "Paola", lastName: "Neri", accessLevel: 0 });
    expect(await verifyPassword(password ?? "", member?.passwordHash ?? "")).toBe(true);
  });

  it("uses the given password and exits 1 on a duplicate e-mail", async () => {
    expect((await cli([...add, "--password", "porta-2026!"])).code).toBe(EXIT_OK);
    const member = await findStaffByEmail(t.db, "door@agora.test");
    expect(await verifyPassword("porta-2026!", member?.passwordHash ?? "")).toBe(true);
    const duplicate = await cli([
      "add",
      "--email",
      "DOOR@agora.test",
      "--first-name",
      "A",
      "--last-name",
      "B",
      "--level",
      "1",
    ]);
    expect(duplicate.code).toBe(EXIT_FAILED);
    expect(duplicate.err).toEqual(["staff: a staff account with e-mail DOOR@agora.test already exists."]);
  });

  it.each([
    [
      ["add", "--email", "x@y.it", "--first-name", "A", "--last-name", "B", "--level", "3"],
      "--level must be 0, 1 or 2",
    ],
    [["add", "--first-name", "A", "--last-name", "B", "--level", "1"], "missing --email"],
    [
      ["add", "--email", "not-an-email", "--first-name", "A", "--last-name", "B", "--level", "1"],
      "invalid --email",
    ],
    [[...add, "--password", "short"], "invalid --password"],
    [[...add, "--colour", "blue"], "Unknown option '--colour'"],
    [["remove"], 'unknown command "remove"'],
    [[], "missing command"],
  ])("refuses bad input %j with exit code 2 before opening the database", async (argv, message) => {
    const { code, err, opened } = await cli(argv);
    expect(code).toBe(EXIT_USAGE);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(message);
    expect(opened).toBe(false);
  });

  it("lists staff, administrators first", async () => {
    await cli(add);
    await createStaff(t.db, {
      email: "capo@agora.test",
      firstName: "Elena",
      lastName: "Conti",
      password: "abcdefgh",
      accessLevel: 2,
    });
    const { code, out } = await cli(["list"]);
    expect(code).toBe(EXIT_OK);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^2 administrator\tcapo@agora.test\tElena Conti$/);
    expect(out[1]).toMatch(/^0 door staff\tDoor@Agora.test\tPaola Neri$/);
  });
});
