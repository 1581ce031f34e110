import { now as clockNow } from "../../domain/clock.server";
import type { NewStaff, NewUser } from "../schema";
import { buildPerson, type Person } from "./people";
import { createRandom, DAY_MS, type FactoryOptions, nextSeed } from "./random";

/** The password of every demo and factory-built account. */
export const DEMO_PASSWORD = "agora-demo-2026";

/**
 * argon2id hash of DEMO_PASSWORD, computed once with the app's parameters so that factories stay
 * synchronous and tests do not pay for hashing on every row.
 */
export const DEMO_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$Oym9tSHb10HUFvFluK4nog$g6+89dDWsqJtVBBEG4FPdIeP5bo+OrBsKh+0DD3rhDA";

export interface AccountOptions extends FactoryOptions {
  /** Build the account for this person (e.g. the one on a membership form). */
  person?: Person;
}

/** A public user (utente), active unless overridden, who accepted the privacy notice on sign-up. */
export function buildUser(overrides: Partial<NewUser> = {}, options: AccountOptions = {}): NewUser {
  const seed = options.seed ?? nextSeed();
  const now = options.now ?? clockNow();
  const person = options.person ?? buildPerson({ seed, now });
  const createdAt = new Date(now.getTime() - createRandom(seed).int(30, 400) * DAY_MS);
  return {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    passwordHash: DEMO_PASSWORD_HASH,
    active: true,
    createdAt,
    privacyConsentAt: createdAt,
    ...overrides,
  };
}

/** A staff member (membro); door staff (level 0) unless overridden. */
export function buildStaff(overrides: Partial<NewStaff> = {}, options: AccountOptions = {}): NewStaff {
  const seed = options.seed ?? nextSeed();
  const now = options.now ?? clockNow();
  const person = options.person ?? buildPerson({ seed, now });
  return {
    email: person.email.replace("@", ".staff@"),
    firstName: person.firstName,
    lastName: person.lastName,
    passwordHash: DEMO_PASSWORD_HASH,
    accessLevel: 0,
    createdAt: new Date(now.getTime() - createRandom(seed).int(30, 900) * DAY_MS),
    ...overrides,
  };
}
