import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, membershipLog, memberships, users } from "~/db/schema";
import { DOOR_ALPHABET } from "~/domain/door/code";
import { requestMembership } from "~/domain/memberships/request.server";
import { membershipRequestSchema } from "~/domain/memberships/request-form";
import { buildUser } from "../../app/db/demo/accounts";
import { setupTestDb } from "../setup/test-db";

const test = setupTestDb({ emptyEach: true });
let userId: string;
const AT = new Date("2026-11-20T18:00:00Z");

const FORM = {
  firstName: "Mario",
  lastName: "Rossi",
  type: "events",
  category: "ordinary",
  address: "Via Roma 1, 00100 Roma",
  birthCountry: "Italia",
  birthCity: "Roma",
  birthDate: "1980-01-01",
  citizenship: "italian",
  fiscalCode: "RSSMRA80A01H501U",
  privacy: "on",
  statute: "on",
};

const parse = (fields: Record<string, string | undefined>) => membershipRequestSchema.safeParse(fields);
function formValue(fields: Record<string, string | undefined>) {
  const parsed = parse(fields);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}
const errorsOf = (fields: Record<string, string | undefined>) => {
  const parsed = parse(fields);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

beforeEach(async () => {
  const [user] = await test.db
    .insert(users)
    .values(buildUser({ email: "mario@agora.test" }))
    .returning();
  userId = user?.id ?? "";
});

describe("the request form", () => {
  it("needs both consents and a fiscal code from Italian citizens", () => {
    expect(errorsOf({ ...FORM, privacy: undefined, statute: undefined, fiscalCode: "" })).toMatchObject({
      privacy: "forms.privacyRequired",
      statute: "membership.errors.statuteRequired",
      fiscalCode: "membership.errors.fiscalCodeRequired",
    });
  });

  it("lets a foreigner give a foreign ID number instead of a fiscal code, but not nothing", () => {
    const foreign = {
      ...FORM,
      citizenship: "foreign",
      fiscalCode: "",
      birthCountry: "Senegal",
    };
    expect(errorsOf(foreign)).toMatchObject({ foreignIdNumber: "membership.errors.identityRequired" });
    expect(parse({ ...foreign, foreignIdNumber: "A1234567" }).success).toBe(true);
  });

  it("refuses impossible or future birth dates", () => {
    expect(errorsOf({ ...FORM, birthDate: "1980-02-30" })).toMatchObject({
      birthDate: "membership.errors.birthDate",
    });
    expect(errorsOf({ ...FORM, birthDate: "2999-01-01" })).toMatchObject({
      birthDate: "membership.errors.birthDate",
    });
  });
});

describe("asking for a membership", () => {
  it("stores an open request with readable card tokens and logs it", async () => {
    const outcome = await requestMembership(
      test.db,
      { userId, email: "mario@agora.test", locale: "en" },
      formValue(FORM),
      AT,
    );
    expect(outcome).toMatchObject({
      ok: true,
      membership: { status: "requested", fiscalCode: "RSSMRA80A01H501U" },
    });
    if (!outcome.ok) return;
    for (const token of [outcome.membership.code, outcome.membership.qrToken])
      expect([...token].every((char) => DOOR_ALPHABET.includes(char))).toBe(true);
    const log = await test.db
      .select()
      .from(membershipLog)
      .where(eq(membershipLog.membershipId, outcome.membership.id));
    expect(log.map((entry) => entry.action)).toEqual(["requested"]);
    // The "request received" mail, in the language the person asked in, with the card code.
    const [mail] = await test.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: "mario@agora.test",
      subject: "We have received your Agorà membership request",
    });
    expect(mail?.text).toContain(outcome.membership.code);
    expect(mail?.text).toContain("/en/u/membership");
  });

  it("refuses a second open request of the same person, even sent at the same moment", async () => {
    const value = formValue(FORM);
    const outcomes = await Promise.all([
      requestMembership(test.db, { userId, email: null, locale: "it" as const }, value, AT),
      requestMembership(test.db, { userId, email: null, locale: "it" as const }, value, AT),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, code: "open-request" });
    expect(await test.db.select().from(memberships)).toHaveLength(1);
  });

  it("refuses a fiscal code that cannot exist, storing nothing", async () => {
    const outcome = await requestMembership(
      test.db,
      { userId, email: null, locale: "it" as const },
      formValue({ ...FORM, fiscalCode: "RSSMRA80A01H501X" }),
      AT,
    );
    expect(outcome).toEqual({ ok: false, code: "fiscal-code", error: "checkCharacter" });
    expect(await test.db.select().from(memberships)).toHaveLength(0);
  });

  it("names the fields to verify, and accepts them confirmed with a flag for staff", async () => {
    const other = { ...FORM, birthDate: "1980-01-02" };
    expect(
      await requestMembership(test.db, { userId, email: null, locale: "it" as const }, formValue(other), AT),
    ).toEqual({
      ok: false,
      code: "fiscal-code-mismatch",
      fields: ["birthDate"],
    });
    const confirmed = await requestMembership(
      test.db,
      { userId, email: null, locale: "it" as const },
      formValue({ ...other, confirmMismatch: "on" }),
      AT,
    );
    expect(confirmed).toMatchObject({ ok: true, membership: { fiscalCodeConfirmed: true } });
  });

  it("resolves the place of birth itself: a municipality not in the list, or one the code disagrees with", async () => {
    const applicant = { userId, email: null, locale: "it" as const };
    expect(
      await requestMembership(test.db, applicant, formValue({ ...FORM, birthCity: "Atlantide" }), AT),
    ).toEqual({ ok: false, code: "birth-place", field: "birthCity" });
    expect(
      await requestMembership(test.db, applicant, formValue({ ...FORM, birthCity: "Milano (MI)" }), AT),
    ).toEqual({ ok: false, code: "fiscal-code-mismatch", fields: ["birthCity"] });
    // Abroad the country decides: a code of a person born in France, for a person born in Germany.
    const inFrance = { ...FORM, fiscalCode: "RSSMRA80A01Z110B", birthCity: "Lione" };
    expect(
      await requestMembership(test.db, applicant, formValue({ ...inFrance, birthCountry: "Germania" }), AT),
    ).toEqual({ ok: false, code: "fiscal-code-mismatch", fields: ["birthCountry"] });
    expect(await test.db.select().from(memberships)).toHaveLength(0);
    expect(
      await requestMembership(test.db, applicant, formValue({ ...inFrance, birthCountry: "Francia" }), AT),
    ).toMatchObject({ ok: true, membership: { fiscalCode: "RSSMRA80A01Z110B", fiscalCodeConfirmed: false } });
  });

  it("refuses Mario's code for Marco, whom the library's own name match would let through", async () => {
    const outcome = await requestMembership(
      test.db,
      { userId, email: null, locale: "it" as const },
      formValue({ ...FORM, firstName: "Marco" }),
      AT,
    );
    expect(outcome).toEqual({ ok: false, code: "fiscal-code-mismatch", fields: ["firstName"] });
  });

  it("accepts a foreigner with only an ID number", async () => {
    const foreign = formValue({
      ...FORM,
      citizenship: "foreign",
      fiscalCode: "",
      foreignIdNumber: "A1234567",
      birthCountry: "Senegal",
      birthCity: "Dakar",
    });
    const outcome = await requestMembership(
      test.db,
      { userId, email: null, locale: "it" as const },
      foreign,
      AT,
    );
    expect(outcome).toMatchObject({
      ok: true,
      membership: { fiscalCode: null, foreignIdNumber: "A1234567" },
    });
  });
});
