import { hash as hash2, parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  argon2Options,
  generateReadablePassword,
  hashPassword,
  READABLE_ALPHABET,
  verifyPassword,
} from "../../app/domain/accounts/password.server";

describe("password hashing", () => {
  it("hashes with argon2id at the OWASP baseline and verifies only the right password", async () => {
    expect(argon2Options("production")).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(argon2Options("development")).toBe(argon2Options("production"));
    const hash = await hash2("cortile-jazz-21", argon2Options("production"));
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(parseOptions(hash)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword("cortile-jazz-21", hash)).toBe(true);
    expect(await verifyPassword("cortile-jazz-22", hash)).toBe(false);
  });

  it("hashes with a light work factor under tests only, in the same format", async () => {
    const hash = await hashPassword("cortile-jazz-21");
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(parseOptions(hash)).toMatchObject({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword("cortile-jazz-21", hash)).toBe(true);
    expect(await verifyPassword("cortile-jazz-22", hash)).toBe(false);
  });

  it("treats a malformed stored hash as a wrong password instead of throwing", async () => {
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});

describe("generateReadablePassword", () => {
  it("gives four dash-separated groups without look-alike characters", () => {
    for (let i = 0; i < 50; i++) {
      const password = generateReadablePassword();
      expect(password).toMatch(/^[^-]{4}-[^-]{4}-[^-]{4}-[^-]{4}$/);
      expect(password).not.toMatch(/[01ilo]/);
      for (const char of password.replaceAll("-", "")) expect(READABLE_ALPHABET).toContain(char);
    }
  });

  it("does not repeat itself", () => {
    const passwords = new Set(Array.from({ length: 200 }, () => generateReadablePassword()));
    expect(passwords.size).toBe(200);
  });
});
