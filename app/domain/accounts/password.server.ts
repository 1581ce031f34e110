import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id with m=19 MiB, t=2, p=1: the OWASP baseline. Spelled out so a
// library upgrade cannot silently weaken new hashes.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };

/**
 * Unit and integration tests (Vitest sets NODE_ENV to "test") hash with a light work factor: their
 * files register and sign in thousands of times (the naughty strings through every form), and at the
 * baseline hashing was 45% of those files' time. Same algorithm, code path and stored format; a hash
 * carries its own parameters, so either verifies anywhere. The production build, which the browser
 * tests and every deployment run, always uses the baseline.
 */
const TEST_ARGON2_OPTIONS = { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 };

export function argon2Options(nodeEnv = process.env.NODE_ENV) {
  return nodeEnv === "test" ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
}

export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options());
}

/** False for a wrong password and for a malformed stored hash alike: both mean "do not sign in". */
export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i), so codes survive being read aloud or copied by hand. */
export const READABLE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/**
 * A random password that a person can copy from a terminal: groups of four readable characters
 * joined by dashes. Four groups carry about 79 bits of entropy.
 */
export function generateReadablePassword(groups = 4): string {
  return Array.from({ length: groups }, () => readableChunk(4)).join("-");
}

function readableChunk(length: number): string {
  let chunk = "";
  for (let i = 0; i < length; i++) chunk += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)];
  return chunk;
}
