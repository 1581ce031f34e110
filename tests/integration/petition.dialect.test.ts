import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, petitionSignatures } from "~/db/schema";
import {
  confirmedSignatureCount,
  confirmedSignatures,
  confirmSignature,
  resendSignatureLink,
  signPetition,
} from "~/domain/petition/signatures.server";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
const MINUTE = 60_000;
const T0 = new Date("2026-05-01T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const signer = (email: string) => ({ firstName: "Lucia", lastName: "Verdi", email });

/** The token of the latest confirmation mail to `to`. */
async function latestToken(to: string) {
  const rows = await test.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(mailOutbox.createdAt);
  const text = rows.at(-1)?.text ?? "";
  const url = text.match(/https?:\/\/\S+/g)?.find((link) => link.includes("/petition/confirm/"));
  if (!url) throw new Error(`no confirmation link in ${text}`);
  return url.split("/petition/confirm/")[1] ?? "";
}

describe("signing", () => {
  it("stores an unconfirmed signature and its confirmation mail together; the counter ignores it", async () => {
    expect(await signPetition(test.db, signer("lucia@example.org"), { locale: "en", now: T0 })).toBe("sent");
    const [row] = await test.db.select().from(petitionSignatures);
    expect(row).toMatchObject({ email: "lucia@example.org", confirmedAt: null, privacyConsentAt: T0 });
    expect(row?.expiresAt).toEqual(at(15));
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail?.subject).toBe("Confirm your signature to the Agorà petition");
    expect(mail?.text).toContain("Hi Lucia");
    expect(mail?.text).toMatch(/\/en\/petition\/confirm\/[\w-]+/);
    // Only the hash is stored: the token in the mail is not in the table.
    expect(row?.tokenHash).not.toBe(await latestToken("lucia@example.org"));
    expect(await confirmedSignatureCount(test.db)).toBe(0);
  });

  it("resends instead of duplicating a pending signature, and refuses a confirmed one in any case", async () => {
    await signPetition(test.db, signer("lucia@example.org"), { locale: "it", now: T0 });
    expect(await signPetition(test.db, signer("LUCIA@example.org"), { locale: "it", now: at(5) })).toBe(
      "resent",
    );
    expect(await test.db.select().from(petitionSignatures)).toHaveLength(1);
    expect(await test.db.select().from(mailOutbox)).toHaveLength(2);
    expect(await confirmSignature(test.db, await latestToken("lucia@example.org"), at(6))).toBe("confirmed");
    expect(await signPetition(test.db, signer("Lucia@Example.org"), { locale: "it", now: at(7) })).toBe(
      "already-signed",
    );
    expect(await test.db.select().from(mailOutbox)).toHaveLength(2);
  });
});

describe("confirming", () => {
  it("confirms once with a POSTed token; forged, 16-minute-old and superseded links do not", async () => {
    await signPetition(test.db, signer("lucia@example.org"), { locale: "it", now: T0 });
    const first = await latestToken("lucia@example.org");
    expect(await confirmSignature(test.db, `${first.slice(0, -2)}xx`, at(1))).toBe("invalid");
    expect(await confirmSignature(test.db, first, at(16))).toBe("expired");
    expect(await resendSignatureLink(test.db, "lucia@example.org", { locale: "it", now: at(16) })).toBe(
      "sent",
    );
    expect(await confirmSignature(test.db, first, at(17))).toBe("expired");
    const second = await latestToken("lucia@example.org");
    expect(await confirmSignature(test.db, second, at(17))).toBe("confirmed");
    expect(await confirmSignature(test.db, second, at(18))).toBe("already-confirmed");
    expect(await confirmedSignatureCount(test.db)).toBe(1);
    expect(await resendSignatureLink(test.db, "lucia@example.org", { locale: "it", now: at(19) })).toBe(
      "already-confirmed",
    );
    expect(await resendSignatureLink(test.db, "nobody@example.org", { locale: "it" })).toBe("not-found");
  });

  it("counts exactly 50 after 50 concurrent confirmations of distinct signatures, each clicked twice", async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `signer-${i}@example.org`);
    const now = new Date();
    for (const email of emails) await signPetition(test.db, signer(email), { locale: "it", now });
    const tokens = await Promise.all(emails.map(latestToken));
    const before = await confirmedSignatureCount(test.db);
    const outcomes = await Promise.all(
      [...tokens, ...tokens].map((token) => confirmSignature(test.db, token)),
    );
    expect(outcomes.filter((o) => o === "confirmed")).toHaveLength(50);
    expect(outcomes.filter((o) => o === "already-confirmed")).toHaveLength(50);
    expect((await confirmedSignatureCount(test.db)) - before).toBe(50);
    const exported = await confirmedSignatures(test.db);
    expect(exported).toHaveLength(50);
    expect(exported.every((row) => row.confirmedAt instanceof Date)).toBe(true);
  });

  it("keeps one row when the same e-mail signs concurrently", async () => {
    const outcomes = await Promise.all(
      ["ada@example.org", "ADA@example.org", "Ada@Example.org"].map((email) =>
        signPetition(test.db, signer(email), { locale: "it" }),
      ),
    );
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(
      await test.db.select().from(petitionSignatures).where(eq(petitionSignatures.firstName, "Lucia")),
    ).toHaveLength(1);
  });
});
