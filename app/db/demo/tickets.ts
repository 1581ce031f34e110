import { now as clockNow } from "../../domain/clock.server";
import { QR_TOKEN_LENGTH, TICKET_CODE_LENGTH } from "../../domain/door/code";
import { doorToken } from "../../domain/door/tokens.server";
import type { NewGuestListEntry, NewOrder, NewTicket } from "../schema";
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from "./italian";
import { createRandom, type FactoryOptions, nextSeed } from "./random";

/** A paid order for one ticket at the door, unless overridden. */
export function buildOrder(
  refs: { eventId: string; userId?: string | null },
  overrides: Partial<NewOrder> = {},
  options: FactoryOptions = {},
): NewOrder {
  const now = options.now ?? clockNow();
  return {
    eventId: refs.eventId,
    userId: refs.userId ?? null,
    status: "paid",
    amountCents: 1000,
    provider: "door",
    createdAt: now,
    paidAt: now,
    ...overrides,
  };
}

export function buildTicket(
  refs: { orderId: string; eventId: string; userId?: string | null },
  overrides: Partial<NewTicket> = {},
  options: FactoryOptions = {},
): NewTicket {
  const random = createRandom(options.seed ?? nextSeed());
  return {
    orderId: refs.orderId,
    eventId: refs.eventId,
    userId: refs.userId ?? null,
    holderName: `${random.pick([...FEMALE_NAMES, ...MALE_NAMES])} ${random.pick(LAST_NAMES)}`,
    type: "standard",
    status: "valid",
    priceCents: 1000,
    // Drawn as a bought ticket's are (node:crypto, the door's alphabet), never from the seed: a
    // seeded token could be computed by anyone with the repository.
    qrToken: doorToken(QR_TOKEN_LENGTH),
    code: doorToken(TICKET_CODE_LENGTH),
    createdAt: options.now ?? clockNow(),
    ...overrides,
  };
}

/** An accredito: a name on an event's guest list. */
export function buildGuestEntry(
  refs: { eventId: string; membershipId?: string | null },
  overrides: Partial<NewGuestListEntry> = {},
  options: FactoryOptions = {},
): NewGuestListEntry {
  const random = createRandom(options.seed ?? nextSeed());
  return {
    eventId: refs.eventId,
    hasMembership: Boolean(refs.membershipId),
    membershipId: refs.membershipId ?? null,
    name: `${random.pick([...FEMALE_NAMES, ...MALE_NAMES])} ${random.pick(LAST_NAMES)}`,
    notes: random.chance(0.3) ? "Fotografo della serata" : null,
    guests: random.int(0, 2),
    createdAt: options.now ?? clockNow(),
    ...overrides,
  };
}
