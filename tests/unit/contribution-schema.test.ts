import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contributionSchema, isSpam } from "~/domain/contributions/schema";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return parseWithZod(form, { schema: contributionSchema });
}

/** The field errors of a refused submission (none when it is accepted). */
function errorsOf(fields: Record<string, string>) {
  const result = parse(fields);
  return result.status === "success" ? undefined : result.error;
}

const VALID = {
  name: "  Marco Bianchi ",
  email: "marco@example.org",
  kind: "proposal",
  message: "Un laboratorio di serigrafia,\n\til giovedì sera.",
  privacy: "on",
};

describe("contribution form", () => {
  it("accepts a complete submission, trims the name and keeps the message's line breaks", () => {
    const result = parse(VALID);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.name).toBe("Marco Bianchi");
    expect(result.value.message).toBe(VALID.message);
  });

  it("accepts each kind of the database enum and nothing else", () => {
    for (const kind of ["proposal", "volunteering", "materials", "other"]) {
      expect(parse({ ...VALID, kind }).status).toBe("success");
    }
    expect(errorsOf({ ...VALID, kind: "donation" })).toMatchObject({ kind: ["contribute.kindRequired"] });
  });

  it("explains each problem next to its field", () => {
    expect(errorsOf({ kind: "", message: "   ", email: "x@" })).toEqual({
      name: ["forms.required"],
      email: ["forms.invalidEmail"],
      kind: ["contribute.kindRequired"],
      message: ["contribute.messageTooShort"],
      privacy: ["forms.privacyRequired"],
    });
  });

  it("refuses control characters and over-long texts", () => {
    expect(errorsOf({ ...VALID, name: "Marco\u0000" })).toMatchObject({
      name: ["forms.invalidCharacters"],
    });
    expect(errorsOf({ ...VALID, message: "Ciao ciao\u0007 ciao" })).toMatchObject({
      message: ["forms.invalidCharacters"],
    });
    expect(errorsOf({ ...VALID, message: "a".repeat(5001) })).toMatchObject({
      message: ["forms.tooLong"],
    });
  });

  it("tells bots by the honeypot only", () => {
    expect(isSpam({ website: "" })).toBe(false);
    expect(isSpam({ website: "   " })).toBe(false);
    expect(isSpam({})).toBe(false);
    expect(isSpam({ website: "http://buy.example" })).toBe(true);
  });
});
