import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, openDatabase } from "../../app/db/client.server";
import { auditLog, sessions, staff } from "../../app/db/schema";
import { verifyPassword } from "../../app/domain/accounts/password.server";
import { createStaff, findStaffByEmail } from "../../app/domain/accounts/staff.server";
import {
  addStaffMember,
  changeStaffLevel,
  setStaffActive,
} from "../../app/domain/accounts/staff-admin.server";
import { createSession } from "../../app/domain/sessions/sessions.server";
import { EXIT_FAILED, runStaffCli } from "../../server/cli/staff";
import { setupTestDb } from "../setup/test-db";

const t = setupTestDb({ emptyEach: true });
let admin: { staffId: string; ip: string };

beforeEach(async () => {
  const row = await createStaff(t.db, {
    email: "capo@agora.test",
    firstName: "Anna",
    lastName: "Capo",
    password: "amministra-2026",
    accessLevel: 2,
  });
  admin = { staffId: row.id, ip: "127.0.0.1" };
});

const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe("addStaffMember", () => {
  it("creates the account with a generated password returned once, and audits it", async () => {
    const outcome = await addStaffMember(t.db, admin, {
      email: "Porta@Agora.test",
      firstName: "Paola",
      lastName: "Neri",
      accessLevel: 0,
    });
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.generated).toBe(true);
    const stored = await findStaffByEmail(t.db, "porta@agora.test");
    expect(stored).toMatchObject({ firstName: "Paola", accessLevel: 0, disabledAt: null });
    expect(await verifyPassword(outcome.password, stored?.passwordHash ?? "")).toBe(true);
    const [entry] = await auditOf(outcome.member.id);
    expect(entry).toMatchObject({ action: "staff.create", actorStaffId: admin.staffId, ip: "127.0.0.1" });
    expect(entry?.details).toMatchObject({ accessLevel: 0, via: "page" });
    expect(JSON.stringify(entry?.details)).not.toContain(outcome.password);
  });

  it("refuses an e-mail taken in any letter case and leaves no audit entry", async () => {
    const outcome = await addStaffMember(t.db, admin, {
      email: "CAPO@agora.test",
      firstName: "B",
      lastName: "C",
      accessLevel: 1,
    });
    expect(outcome).toEqual({ ok: false, code: "email-taken" });
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});

describe("changeStaffLevel and setStaffActive", () => {
  async function door() {
    const outcome = await addStaffMember(t.db, admin, {
      email: "door@agora.test",
      firstName: "Dario",
      lastName: "Porta",
      accessLevel: 0,
    });
    if (!outcome.ok) throw new Error(outcome.code);
    return outcome.member;
  }

  it("changes another member's level, audited with before and after", async () => {
    const member = await door();
    const outcome = await changeStaffLevel(t.db, admin, member.id, 1);
    expect(outcome).toMatchObject({ ok: true, member: { accessLevel: 1 } });
    const entries = await auditOf(member.id);
    expect(entries.find((e) => e.action === "staff.level")?.details).toMatchObject({ from: 0, to: 1 });
  });

  it("never lets an administrator change or deactivate their own account", async () => {
    expect(await changeStaffLevel(t.db, admin, admin.staffId, 0)).toEqual({ ok: false, code: "self" });
    expect(await setStaffActive(t.db, admin, admin.staffId, false)).toEqual({ ok: false, code: "self" });
    expect((await findStaffByEmail(t.db, "capo@agora.test"))?.accessLevel).toBe(2);
  });

  it("answers not-found for an account that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await changeStaffLevel(t.db, admin, missing, 1)).toEqual({ ok: false, code: "not-found" });
    expect(await setStaffActive(t.db, admin, missing, false)).toEqual({ ok: false, code: "not-found" });
  });

  it("deactivates (ending every session) and reactivates, each audited", async () => {
    const member = await door();
    await createSession(t.db, { context: "internal", subjectId: member.id });
    const off = await setStaffActive(t.db, admin, member.id, false);
    expect(off.ok && off.member.disabledAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.staffId, member.id))).toEqual([]);
    const on = await setStaffActive(t.db, admin, member.id, true);
    expect(on.ok && on.member.disabledAt).toBeNull();
    const actions = (await auditOf(member.id)).map((e) => e.action).sort();
    expect(actions).toEqual(["staff.create", "staff.disable", "staff.enable"]);
    const [row] = await t.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row?.disabledAt).toBeNull();
  });
});

describe("npm run staff while the server holds the embedded database", () => {
  it("says the server is running and where to go instead, never to delete the lock", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "agora-staff-"));
    try {
      // The parent process is alive and is not this one: it plays the running server.
      writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
      const open = () => openDatabase({ dataDir: path.join(dataDir, "pglite") });
      expect(open).toThrow(DatabaseInUseError);
      const err: string[] = [];
      const code = await runStaffCli(
        ["list"],
        { out: () => {}, err: (line) => err.push(line) },
        async () => open().db,
      );
      expect(code).toBe(EXIT_FAILED);
      expect(err.join("\n")).toMatch(/server is running \(process \d+\)/);
      expect(err.join("\n")).toContain("/internal/staff");
      expect(err.join("\n")).not.toMatch(/delete|lock file/i);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("adds through the same use case when the database is free, audited as the command line", async () => {
    const code = await runStaffCli(
      ["add", "--email", "cli@agora.test", "--first-name", "C", "--last-name", "L", "--level", "1"],
      { out: () => {}, err: () => {} },
      async () => t.db,
    );
    expect(code).toBe(0);
    const member = await findStaffByEmail(t.db, "cli@agora.test");
    const [entry] = await auditOf(member?.id ?? "");
    expect(entry).toMatchObject({ action: "staff.create", actorStaffId: null });
    expect(entry?.details).toMatchObject({ via: "command line" });
  });
});
