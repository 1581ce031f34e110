import { now as clockNow } from "../../domain/clock.server";
import { CARD_CODE_LENGTH, QR_TOKEN_LENGTH } from "../../domain/door/code";
import { doorToken } from "../../domain/door/tokens.server";
import { MEMBERSHIP_CATEGORIES } from "../../domain/memberships/request-form";
import type { NewMembership } from "../schema";
import { buildPerson, type Person } from "./people";
import { createRandom, DAY_MS, type FactoryOptions, nextSeed } from "./random";

/** The states a membership shows to staff; "expired" and "voided" are derived from dates. */
export type MembershipState = "requested" | "valid" | "expired" | "voided";

export const VOID_REASONS = [
  "Documento non corrispondente ai dati della richiesta",
  "Richiesta del socio",
  "Tessera duplicata per errore",
] as const;

export interface MembershipOptions extends FactoryOptions {
  person?: Person;
}

function plusTwoYears(instant: Date): Date {
  const until = new Date(instant);
  until.setUTCFullYear(until.getUTCFullYear() + 2);
  return until;
}

/**
 * A membership (tessera) in the given state, with the person's form data. Valid memberships last two
 * years from validation (spec §9); expired ones were validated more than two years before `now`.
 */
export function buildMembership(
  state: MembershipState,
  overrides: Partial<NewMembership> = {},
  options: MembershipOptions = {},
): NewMembership {
  const seed = options.seed ?? nextSeed();
  const now = options.now ?? clockNow();
  const random = createRandom(seed);
  const person = options.person ?? buildPerson({ seed, now });
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const validatedAt =
    state === "requested"
      ? null
      : state === "expired"
        ? daysAgo(730 + random.int(30, 200))
        : daysAgo(random.int(20, 500));
  const requestedAt = validatedAt
    ? new Date(validatedAt.getTime() - random.int(0, 6) * DAY_MS)
    : daysAgo(random.int(1, 10));
  const voidedAt = state === "voided" && validatedAt ? daysAgo(random.int(1, 15)) : null;
  // What opens the door comes from node:crypto, as a real card's does: a token drawn from the seed
  // could be computed by anyone with the repository. The seed's draws for them are still made, so
  // the rest of the row is what it always was for that seed.
  random.skip(CARD_CODE_LENGTH + QR_TOKEN_LENGTH);

  return {
    code: doorToken(CARD_CODE_LENGTH),
    qrToken: doorToken(QR_TOKEN_LENGTH),
    status: validatedAt ? "valid" : "requested",
    firstName: person.firstName,
    lastName: person.lastName,
    type: random.chance(0.7) ? "events" : "courses",
    category: random.pick(MEMBERSHIP_CATEGORIES),
    address: person.address,
    birthCountry: person.birthCountry,
    birthCity: person.birthCity,
    birthDate: person.birthDate,
    fiscalCode: person.fiscalCode,
    foreignIdNumber: person.foreignIdNumber,
    citizenship: person.citizenship,
    email: person.email,
    privacyConsentAt: requestedAt,
    statuteConsentAt: requestedAt,
    requestedAt,
    validatedAt,
    validFrom: validatedAt,
    validUntil: validatedAt ? plusTwoYears(validatedAt) : null,
    voidedAt,
    voidReason: voidedAt ? random.pick(VOID_REASONS) : null,
    updatedAt: voidedAt ?? validatedAt ?? requestedAt,
    ...overrides,
  };
}
