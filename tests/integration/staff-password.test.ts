import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../app/db/schema";
import { ensureAdminAccount } from "../../app/domain/accounts/bootstrap.server";
import { verifyPassword } from "../../app/domain/accounts/password.server";
import { createStaff, findStaffByEmail } from "../../app/domain/accounts/staff.server";
import { addStaffMember } from "../../app/domain/accounts/staff-admin.server";
import { chooseStaffPassword } from "../../app/domain/accounts/staff-password.server";
import { runStaffCli } from "../../server/cli/staff";
import { clearAllTables } from "../setup/db";
import { setupTestDb } from "../setup/test-db";

const t = setupTestDb({ emptyEach: true });

function recorder() {
  const lines: string[] = [];
  return { lines, log: { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) } };
}

const START = { baseUrl: "http://localhost:3000", mailLeaves: false };

describe("a password given by someone else", () => {
  it("the first administrator's printed password must be replaced; the banner says so and where mail waits", async () => {
    const { lines, log } = recorder();
    await ensureAdminAccount(t.db, log, {}, START);
    expect((await findStaffByEmail(t.db, "admin@agora.localhost"))?.mustChangePassword).toBe(true);
    const banner = lines.join("\n");
    expect(banner).toContain("http://localhost:3000/internal/login: you then choose your own password");
    expect(banner).toContain("http://localhost:3000/internal/outbox");
  });

  it("an administrator password from ADMIN_PASSWORD is their own; with SMTP the banner has no outbox line", async () => {
    await ensureAdminAccount(t.db, recorder().log, { password: "scelta-da-me-2026" }, START);
    expect((await findStaffByEmail(t.db, "admin@agora.localhost"))?.mustChangePassword).toBe(false);
    await clearAllTables(t.db);
    const { lines, log } = recorder();
    await ensureAdminAccount(t.db, log, {}, { ...START, mailLeaves: true });
    expect(lines.join("\n")).not.toContain("/internal/outbox");
  });

  it("staff added on /internal/staff, or with a printed password, choose theirs; a password given at the command line is kept", async () => {
    const admin = await createStaff(t.db, {
      email: "capo@agora.test",
      firstName: "Anna",
      lastName: "Capo",
      password: "amministra-2026",
      accessLevel: 2,
    });
    const person = { firstName: "Paola", lastName: "Porta", accessLevel: 0 as const };
    const onPage = await addStaffMember(t.db, { staffId: admin.id }, { ...person, email: "a@agora.test" });
    const printed = await addStaffMember(t.db, { staffId: null }, { ...person, email: "b@agora.test" });
    const given = await addStaffMember(
      t.db,
      { staffId: null },
      { ...person, email: "c@agora.test", password: "la-mia-2026" },
    );
    expect([onPage, printed, given].map((o) => o.ok && o.member.mustChangePassword)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("npm run staff -- add: a generated, printed password is replaced at first sign-in, one given with --password is kept", async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    const add = ["add", "--first-name", "Rino", "--last-name", "Riga", "--level", "0", "--email"];
    expect(await runStaffCli([...add, "gen@agora.test"], io, async () => t.db)).toBe(0);
    expect(
      await runStaffCli([...add, "own@agora.test", "--password", "mia-da-sempre"], io, async () => t.db),
    ).toBe(0);
    expect((await findStaffByEmail(t.db, "gen@agora.test"))?.mustChangePassword).toBe(true);
    expect((await findStaffByEmail(t.db, "own@agora.test"))?.mustChangePassword).toBe(false);
    expect(out.filter((l) => l.includes("choose their own"))).toHaveLength(1);
  });

  it("is replaced by a different one, which then signs in; the change is audited", async () => {
    const outcome = await addStaffMember(
      t.db,
      { staffId: null },
      { email: "porta@agora.test", firstName: "Paola", lastName: "Porta", accessLevel: 0 },
    );
    if (!outcome.ok) throw new Error("not added");
    const id = outcome.member.id;
    expect(await chooseStaffPassword(t.db, id, outcome.password, { ip: "10.0.0.1" })).toEqual({
      ok: false,
      code: "same-password",
    });
    expect((await findStaffByEmail(t.db, "porta@agora.test"))?.mustChangePassword).toBe(true);

    expect(await chooseStaffPassword(t.db, id, "tutta-mia-2026", { ip: "10.0.0.1" })).toMatchObject({
      ok: true,
      member: { id, mustChangePassword: false },
    });
    const after = await findStaffByEmail(t.db, "porta@agora.test");
    expect(after?.mustChangePassword).toBe(false);
    expect(await verifyPassword("tutta-mia-2026", after?.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword(outcome.password, after?.passwordHash ?? "")).toBe(false);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((e) => e.action)).toContain("staff.password-chosen");

    // Chosen once: the use case is no general password change (the page's form posted again, say).
    expect(await chooseStaffPassword(t.db, id, "ancora-altra-2026")).toEqual({
      ok: false,
      code: "not-required",
    });
    const kept = await findStaffByEmail(t.db, "porta@agora.test");
    expect(await verifyPassword("tutta-mia-2026", kept?.passwordHash ?? "")).toBe(true);
  });

  it("asked with the given password (the API's way), refuses a wrong one and changes nothing", async () => {
    const outcome = await addStaffMember(
      t.db,
      { staffId: null },
      { email: "cassa@agora.test", firstName: "Carla", lastName: "Cassa", accessLevel: 1 },
    );
    if (!outcome.ok) throw new Error("not added");
    const id = outcome.member.id;
    expect(await chooseStaffPassword(t.db, id, "tutta-mia-2026", { current: "non-questa" })).toEqual({
      ok: false,
      code: "wrong-password",
    });
    expect((await findStaffByEmail(t.db, "cassa@agora.test"))?.mustChangePassword).toBe(true);
    const chosen = await chooseStaffPassword(t.db, id, "tutta-mia-2026", {
      current: outcome.password,
      via: "api",
    });
    expect(chosen.ok).toBe(true);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "staff.password-chosen"));
    expect(entry?.details).toEqual({ via: "api" });
  });
});
