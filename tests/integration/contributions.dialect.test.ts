/**
 * The /contribute action on a real database: a valid submission is stored and mailed to
 * CONTACT_EMAIL only (reply-to the visitor) in the same transaction; a bot that fills the honeypot
 * is sent to the thank-you page like everybody else, and nothing is stored or mailed.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetPostgres } from "../setup/db";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "agora-contribute-"));
process.env.CONTACT_EMAIL = "segreteria@agora.test";
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  await resetPostgres(process.env.TEST_DATABASE_URL);
}
const { closeDatabase, getDb, initDatabase } = await import("~/db/client.server");
const { contributions, mailOutbox, rateLimits } = await import("~/db/schema");
const { requestInfoContext } = await import("~/request-context");
const contribute = await import("~/routes/public/contribute");
const { processOutbox } = await import("~/domain/mail/outbox.server");
const { createMailSender } = await import("~/domain/mail/transport.server");
const { findFreePort, startTestSmtp } = await import("../setup/smtp");

const VALID = {
  name: "Lucia Verdi",
  email: "lucia.verdi@example.org",
  kind: "volunteering",
  message: "Vorrei aiutare con il mercato del sabato,\nanche solo la mattina.",
  privacy: "on",
};

/** Posts the form the way React Router would; answers the redirect target or the status. */
async function post(fields: Record<string, string>, pathname = "/contribute", ip = "10.0.0.1") {
  const request = new Request(`http://localhost${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", ip, requestId: "test" });
  const args = { request, url: new URL(request.url), params: {}, context } as never;
  try {
    const answer = (await contribute.action(args)) as
      | { type?: string; data?: { result?: unknown }; init?: { status?: number; headers?: Headers } }
      | undefined;
    const status = answer?.type === "DataWithResponseInit" ? (answer.init?.status ?? 200) : 200;
    const retryAfter = new Headers(answer?.init?.headers).get("Retry-After");
    return { status, result: answer?.data?.result, retryAfter };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

beforeAll(async () => {
  await initDatabase();
}, 120_000);
afterAll(() => closeDatabase());
beforeEach(async () => {
  const db = getDb();
  await db.delete(contributions);
  await db.delete(mailOutbox);
  await db.delete(rateLimits);
});

describe("contribute", () => {
  it("stores the contribution and queues one mail to CONTACT_EMAIL, reply-to the visitor", async () => {
    const answer = await post(VALID);
    expect(answer).toMatchObject({ status: 302, location: "/thankyou" });
    const rows = await getDb().select().from(contributions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Lucia Verdi", email: VALID.email, kind: "volunteering" });
    expect(rows[0]?.message).toBe(VALID.message);
    const mails = await getDb().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "segreteria@agora.test", replyTo: VALID.email });
    expect(mails[0]?.subject).toBe("Nuovo contributo (Volontariato) da Lucia Verdi");
    expect(mails[0]?.text).toContain("anche solo la mattina.");
  });

  it("sends English visitors to /en/thankyou; the centre reads their message in Italian", async () => {
    const answer = await post({ ...VALID, kind: "materials" }, "/en/contribute");
    expect(answer).toMatchObject({ status: 302, location: "/en/thankyou" });
    const port = await findFreePort();
    const smtp = await startTestSmtp({ port });
    try {
      const send = createMailSender({ url: `smtp://127.0.0.1:${port}`, from: "Agorà <noreply@agora.test>" });
      if (!send) throw new Error("no sender");
      expect(await processOutbox(getDb(), send, { now: new Date(Date.now() + 60_000) })).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0];
      expect(mail?.subject).toBe("Nuovo contributo (Donazione di materiali) da Lucia Verdi");
      expect(mail?.text).toContain("Tipo: Donazione di materiali");
      expect(mail?.text).toContain("Ha scritto dal sito in inglese");
      expect(mail?.text).not.toContain("Donation of materials");
    } finally {
      await smtp.close();
    }
  });

  it("says nothing about the site's language when the visitor wrote from the Italian site", async () => {
    await post(VALID);
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail?.text).toContain("Tipo: Volontariato");
    expect(mail?.text).not.toContain("sito in inglese");
  });

  it("a filled honeypot looks like success but stores and mails nothing", async () => {
    const answer = await post({ ...VALID, website: "https://spam.example" });
    expect(answer).toMatchObject({ status: 302, location: "/thankyou" });
    expect(await getDb().select().from(contributions)).toHaveLength(0);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses invalid input field by field and keeps what was typed", async () => {
    const answer = await post({ name: "", email: "nope", kind: "spam", message: "corto", website: "" });
    expect(answer.status).toBe(400);
    const reply = answer.result as {
      error?: Record<string, string[]>;
      initialValue?: Record<string, string>;
    };
    expect(reply.error).toMatchObject({
      name: ["forms.required"],
      email: ["forms.invalidEmail"],
      kind: ["contribute.kindRequired"],
      message: ["contribute.messageTooShort"],
      privacy: ["forms.privacyRequired"],
    });
    expect(reply.initialValue).toMatchObject({ email: "nope", message: "corto" });
    expect(await getDb().select().from(contributions)).toHaveLength(0);
  });

  it("limits submissions per e-mail address, whatever the IP", async () => {
    for (const ip of ["10.0.1.1", "10.0.1.2", "10.0.1.3"])
      expect((await post(VALID, "/contribute", ip)).status).toBe(302);
    const refused = await post(VALID, "/contribute", "10.0.1.4");
    expect(refused.status).toBe(429);
    // The wait in the header and in the message are the limiter's own, not "a few minutes".
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect((refused.result as { error?: Record<string, string[]> }).error?.[""]).toEqual([
      `forms.retryAfter:${seconds}`,
    ]);
    expect(await getDb().select().from(contributions)).toHaveLength(3);
  });

  it("limits submissions per IP, whatever the e-mail", async () => {
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await post({ ...VALID, email: `persona${n}@example.org` }, "/contribute", "10.0.2.1")).status,
      ).toBe(302);
    }
    expect((await post({ ...VALID, email: "altra@example.org" }, "/contribute", "10.0.2.1")).status).toBe(
      429,
    );
    expect(await getDb().select().from(mailOutbox)).toHaveLength(10);
  });
});
