import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accountCreateRequests,
  checkIns,
  doorScans,
  mailOutbox,
  memberships,
  sessions,
  users,
} from "~/db/schema";
import { deleteAccount } from "~/domain/accounts/deletion.server";
import {
  changePassword,
  recoveryLinkUsable,
  requestPasswordRecovery,
  resetPassword,
} from "~/domain/accounts/recovery.server";
import {
  activationLinkState,
  confirmAccount,
  registerUser,
  resendActivation,
} from "~/domain/accounts/registration.server";
import { authenticateUser } from "~/domain/accounts/users.server";
import { processOutbox } from "~/domain/mail/outbox.server";
import { createMailSender } from "~/domain/mail/transport.server";
import { runMaintenance } from "~/domain/maintenance.server";
import { createSession, findSession } from "~/domain/sessions/sessions.server";
import { buildMembership } from "../../app/db/demo/memberships";
import { findFreePort, startTestSmtp } from "../setup/smtp";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
const MINUTE = 60_000;
const input = (email: string) => ({
  email,
  password: "a-good-password",
  firstName: "Lucia",
  lastName: "Verdi",
});

async function latestLink(to: string, path: "/u/confirm/" | "/u/recover/") {
  const rows = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const text = rows.at(-1)?.text ?? "";
  const url = text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(path));
  if (!url) throw new Error(`no ${path} link in ${text}`);
  return decodeURIComponent(url.split(path)[1] ?? "");
}

describe("registration and activation", () => {
  it("stores an inactive user, the request and the activation mail together", async () => {
    const result = await registerUser(test.db, input("lucia@example.org"), { locale: "en" });
    expect(result.ok).toBe(true);
    const [user] = await test.db.select().from(users);
    expect(user).toMatchObject({ email: "lucia@example.org", active: false });
    expect(await test.db.select().from(accountCreateRequests)).toHaveLength(1);
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.subject).toBe("Activate your Agorà account");
    expect(mail?.text).toMatch(/\/en\/u\/confirm\/[\w-]+/);
  });

  it("refuses an e-mail already registered in any letter case and stores nothing more (E11000)", async () => {
    await registerUser(test.db, input("lucia@example.org"), { locale: "it" });
    expect(await registerUser(test.db, input("LUCIA@Example.org"), { locale: "it" })).toEqual({
      ok: false,
      code: "email-taken",
    });
    expect(await test.db.select().from(users)).toHaveLength(1);
    expect(await test.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("activates once; a second use, a forged token and a 16-minute-old link do not", async () => {
    const now = new Date("2026-05-01T10:00:00Z");
    await registerUser(test.db, input("lucia@example.org"), { locale: "it", now });
    const token = await latestLink("lucia@example.org", "/u/confirm/");
    expect(await confirmAccount(test.db, `${token.slice(0, -2)}xx`, now)).toBe("invalid");
    expect(await confirmAccount(test.db, token, new Date(now.getTime() + 16 * MINUTE))).toBe("expired");
    expect(await confirmAccount(test.db, token, new Date(now.getTime() + 14 * MINUTE))).toBe("done");
    expect((await test.db.select().from(users))[0]?.active).toBe(true);
    expect(await confirmAccount(test.db, token, new Date(now.getTime() + 14 * MINUTE))).toBe("expired");
  });

  it("tells what a link would do without using it: usable, expired, forged, or an account already active", async () => {
    const now = new Date("2026-05-01T10:00:00Z");
    const later = new Date(now.getTime() + 16 * MINUTE);
    await registerUser(test.db, input("lucia@example.org"), { locale: "it", now });
    const token = await latestLink("lucia@example.org", "/u/confirm/");
    expect(await activationLinkState(test.db, token, now)).toBe("usable");
    expect(await activationLinkState(test.db, token, now)).toBe("usable");
    expect(await activationLinkState(test.db, `${token.slice(0, -2)}xx`, now)).toBe("invalid");
    expect(await activationLinkState(test.db, token, later)).toBe("expired");
    expect((await test.db.select().from(users))[0]?.active).toBe(false);
    expect(await confirmAccount(test.db, token, now)).toBe("done");
    expect(await activationLinkState(test.db, token, now)).toBe("already-active");
    expect(await activationLinkState(test.db, token, later)).toBe("already-active");
  });

  it("resends only for an inactive account", async () => {
    expect(await resendActivation(test.db, "nobody@example.org", { locale: "it" })).toBe("not-found");
    await registerUser(test.db, input("lucia@example.org"), { locale: "it" });
    expect(await resendActivation(test.db, "lucia@example.org", { locale: "it" })).toBe("sent");
    expect(await test.db.select().from(mailOutbox)).toHaveLength(2);
    await confirmAccount(test.db, await latestLink("lucia@example.org", "/u/confirm/"));
    expect(await resendActivation(test.db, "lucia@example.org", { locale: "it" })).toBe("already-active");
  });

  it("succeeds while SMTP is down; the mail arrives exactly once when it is back", async () => {
    const port = await findFreePort();
    const send = createMailSender({ url: `smtp://127.0.0.1:${port}`, from: "Agorà <noreply@agora.test>" });
    if (!send) throw new Error("no sender");
    const now = new Date();
    expect((await registerUser(test.db, input("lucia@example.org"), { locale: "it", now })).ok).toBe(true);
    const soon = new Date(now.getTime() + 1000);
    expect(await processOutbox(test.db, send, { now: soon })).toEqual({ sent: 0, failed: 1 });
    const smtp = await startTestSmtp({ port });
    try {
      const later = new Date(now.getTime() + 10 * MINUTE);
      expect(await processOutbox(test.db, send, { now: later })).toEqual({ sent: 1, failed: 0 });
      expect(await processOutbox(test.db, send, { now: new Date(later.getTime() + MINUTE) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]?.subject).toBe("Attiva il tuo account Agorà");
    } finally {
      await smtp.close();
    }
  });
});

async function activeUser(email = "lucia@example.org") {
  await registerUser(test.db, input(email), { locale: "it" });
  await confirmAccount(test.db, await latestLink(email, "/u/confirm/"));
  const [user] = await test.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error("no user");
  return user;
}

describe("passwords", () => {
  it("recovers through a link and ends every session of the account", async () => {
    const user = await activeUser();
    const session = await createSession(test.db, { context: "public", subjectId: user.id });
    expect(await requestPasswordRecovery(test.db, "nobody@example.org", { locale: "it" })).toBe("not-found");
    expect(await requestPasswordRecovery(test.db, "LUCIA@example.org", { locale: "it" })).toBe("sent");
    const token = await latestLink("lucia@example.org", "/u/recover/");
    expect(await resetPassword(test.db, token, "a-new-password")).toBe("done");
    expect(await findSession(test.db, "public", session)).toBeNull();
    expect(await authenticateUser(test.db, "lucia@example.org", "a-good-password")).toBeNull();
    expect((await authenticateUser(test.db, "lucia@example.org", "a-new-password"))?.id).toBe(user.id);
    expect(await resetPassword(test.db, token, "another-password")).toBe("expired");
  });

  it("knows a recovery link is used or expired before a new password is typed", async () => {
    await activeUser();
    const now = new Date();
    await requestPasswordRecovery(test.db, "lucia@example.org", { locale: "it", now });
    const token = await latestLink("lucia@example.org", "/u/recover/");
    expect(await recoveryLinkUsable(test.db, token, now)).toBe(true);
    expect(await recoveryLinkUsable(test.db, token, new Date(now.getTime() + 16 * MINUTE))).toBe(false);
    expect(await recoveryLinkUsable(test.db, `${token.slice(0, -2)}xx`, now)).toBe(false);
    expect(await resetPassword(test.db, token, "a-new-password", now)).toBe("done");
    expect(await recoveryLinkUsable(test.db, token, now)).toBe(false);
  });

  it("changes with the current password, keeping only the session that made the change", async () => {
    const user = await activeUser();
    const mine = await createSession(test.db, { context: "public", subjectId: user.id });
    const other = await createSession(test.db, { context: "public", subjectId: user.id });
    const wrong = { current: "nope", next: "a-new-password", keepRefToken: mine.refToken };
    expect(await changePassword(test.db, user.id, wrong)).toBe("wrong-password");
    const right = { current: "a-good-password", next: "a-new-password", keepRefToken: mine.refToken };
    expect(await changePassword(test.db, user.id, right)).toBe("changed");
    expect(await findSession(test.db, "public", mine)).not.toBeNull();
    expect(await findSession(test.db, "public", other)).toBeNull();
  });
});

describe("account deletion", () => {
  it("needs the password, erases personal data, keeps used memberships and purges unused ones after 30 days", async () => {
    const user = await activeUser();
    const now = new Date("2026-06-01T10:00:00Z");
    const [used] = await test.db
      .insert(memberships)
      .values(buildMembership("valid", { userId: user.id }, { now }))
      .returning();
    const [unused] = await test.db
      .insert(memberships)
      .values(buildMembership("requested", { userId: user.id }, { now }))
      .returning();
    const [shown] = await test.db
      .insert(memberships)
      .values(buildMembership("valid", { userId: user.id }, { now }))
      .returning();
    if (!used || !unused || !shown) throw new Error("no memberships");
    await test.db.insert(checkIns).values({ kind: "membership", listKey: "door", membershipId: used.id });
    // Shown valid at the door: used too. A scan of the open request does not count as use.
    await test.db.insert(doorScans).values([
      { verdict: "valid", code: shown.code, membershipId: shown.id, clientNonce: "scan-shown" },
      { verdict: "requested", code: unused.code, membershipId: unused.id, clientNonce: "scan-unused" },
    ]);
    await createSession(test.db, { context: "public", subjectId: user.id });

    expect(await deleteAccount(test.db, user.id, "wrong", now)).toBe("wrong-password");
    expect(await deleteAccount(test.db, user.id, "a-good-password", now)).toBe("deleted");

    const [gone] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(gone).toMatchObject({ firstName: "", lastName: "", active: false, deletedAt: now });
    expect(gone?.email).not.toContain("lucia");
    expect(await test.db.select().from(sessions)).toHaveLength(0);
    expect(await authenticateUser(test.db, "lucia@example.org", "a-good-password")).toBeNull();
    const kept = await test.db.select().from(memberships);
    expect(kept.every((membership) => membership.userId === null)).toBe(true);

    expect((await runMaintenance(test.db, new Date(now.getTime() + 29 * 24 * 60 * MINUTE))).memberships).toBe(
      0,
    );
    expect((await runMaintenance(test.db, new Date(now.getTime() + 31 * 24 * 60 * MINUTE))).memberships).toBe(
      1,
    );
    expect((await test.db.select().from(memberships)).map((membership) => membership.id).sort()).toEqual(
      [used.id, shown.id].sort(),
    );
    // The e-mail is free again: the person may register anew.
    expect((await registerUser(test.db, input("lucia@example.org"), { locale: "it" })).ok).toBe(true);
  });
});
