import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// Relative on purpose: drizzle-kit loads this file without the `~/` alias.
import { EVENT_COLOURS } from "../domain/events/colours";
import { FEE_METHODS } from "../domain/memberships/fee-method";
import { DOOR_METHODS } from "../domain/tickets/door-method";

// Column names are spelled out in snake_case instead of relying on drizzle's `casing` option, so that
// raw SQL in checks and indexes, drizzle-kit and every client agree without extra configuration.

const instant = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => instant("created_at").notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

export const colour = pgEnum("colour", EVENT_COLOURS);
export const sessionContext = pgEnum("session_context", ["public", "internal"]);
export const sessionKind = pgEnum("session_kind", ["browser", "api"]);
export const membershipStatus = pgEnum("membership_status", ["requested", "valid", "rejected"]);
export const membershipType = pgEnum("membership_type", ["events", "courses"]);
export const citizenship = pgEnum("citizenship", ["italian", "foreign"]);
/** How a membership fee was paid (ADR 050); `online` is the online payment's, not staff's to choose. */
export const feeMethod = pgEnum("fee_method", FEE_METHODS);
export const orderStatus = pgEnum("order_status", ["pending", "paid", "cancelled", "refunded", "expired"]);
export const paymentProvider = pgEnum("payment_provider", ["stripe", "door", "none"]);
/** ADR 024: bought at the event's price, or issued by staff for free. */
export const TICKET_TYPES = ["standard", "complimentary"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const ticketStatus = pgEnum("ticket_status", ["valid", "cancelled", "refunded"]);
export const checkInKind = pgEnum("check_in_kind", ["ticket", "membership", "guest"]);
export const contributionKind = pgEnum("contribution_kind", [
  "proposal",
  "volunteering",
  "materials",
  "other",
]);
export const mailStatus = pgEnum("mail_status", ["pending", "sending", "sent", "failed"]);

/** Plain text rather than a PostgreSQL enum so new log actions need no migration. */
export const MEMBERSHIP_LOG_ACTIONS = [
  "requested",
  "validated",
  "rejected",
  "voided",
  "unvoided",
  "updated",
  "checked_in",
  // A staff member read the card's personal data (ADR 052).
  "data_viewed",
] as const;

export type JsonObject = Record<string, unknown>;

/** Staff member (membro). 0 = door staff, 1 = management, 2 = administrator. */
export const staff = pgTable(
  "staff",
  {
    id: id(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    accessLevel: smallint("access_level").notNull().default(0),
    createdAt: createdAt(),
    disabledAt: instant("disabled_at"),
    /** The password was given by someone else (first start, /internal/staff): choose one at sign-in (ADR 059). */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
  },
  (t) => [
    uniqueIndex("staff_email_lower_unique").on(sql`lower(${t.email})`),
    check("staff_access_level_check", sql`${t.accessLevel} between 0 and 2`),
  ],
);

/** Public user (utente). */
export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    active: boolean("active").notNull().default(false),
    createdAt: createdAt(),
    deletedAt: instant("deleted_at"),
    privacyConsentAt: instant("privacy_consent_at"),
  },
  (t) => [
    // A deleted account frees its e-mail, so the person can register again later.
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
  ],
);

/** Browser sessions and API refresh tokens of both login contexts; only token hashes are stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    context: sessionContext("context").notNull(),
    kind: sessionKind("kind").notNull().default("browser"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    userAgent: text("user_agent"),
    /**
     * API sessions: every row rotated from one sign-in shares the id of that sign-in, so a reused
     * refresh token can end all of them at once.
     */
    familyId: uuid("family_id").notNull().defaultRandom(),
    /** When the refresh token of this row was exchanged; the row is kept to recognise a reuse. */
    rotatedAt: instant("rotated_at"),
  },
  (t) => [
    check(
      "sessions_owner_check",
      sql`(${t.context} = 'public' and ${t.userId} is not null and ${t.staffId} is null)
        or (${t.context} = 'internal' and ${t.staffId} is not null and ${t.userId} is null)`,
    ),
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_staff_id_idx").on(t.staffId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    index("sessions_family_id_idx").on(t.familyId),
  ],
);

const userTokenRequestColumns = () => ({
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: instant("expires_at").notNull(),
  usedAt: instant("used_at"),
  createdAt: createdAt(),
});

export const accountCreateRequests = pgTable("account_create_requests", userTokenRequestColumns(), (t) => [
  index("account_create_requests_user_id_idx").on(t.userId),
]);

export const passwordRecoveryRequests = pgTable(
  "password_recovery_requests",
  userTokenRequestColumns(),
  (t) => [index("password_recovery_requests_user_id_idx").on(t.userId)],
);

/** Membership card (tessera). "Expired" is derived from valid_until, never stored. */
export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    // Nullable: staff create memberships for people without an account, and deleting an account keeps it.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    code: text("code").notNull().unique(),
    qrToken: text("qr_token").notNull().unique(),
    status: membershipStatus("status").notNull().default("requested"),
    /**
     * The register's order number ("N."), given once at admission from `register_counter`, in the
     * order of admission; a renewal of the same person continues their number (ADR 048).
     */
    registerNumber: integer("register_number"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    type: membershipType("type").notNull(),
    category: text("category"),
    address: text("address").notNull(),
    birthCountry: text("birth_country").notNull(),
    birthCity: text("birth_city").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    fiscalCode: text("fiscal_code"),
    foreignIdNumber: text("foreign_id_number"),
    citizenship: citizenship("citizenship").notNull(),
    email: text("email"),
    /** The language the person asked in: mails about the membership (e.g. a rejection) use it. */
    locale: text("locale", { enum: ["it", "en"] })
      .notNull()
      .default("it"),
    privacyConsentAt: instant("privacy_consent_at").notNull(),
    statuteConsentAt: instant("statute_consent_at"),
    requestedAt: instant("requested_at").notNull().defaultNow(),
    validatedAt: instant("validated_at"),
    validatedByStaffId: uuid("validated_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    validFrom: instant("valid_from"),
    validUntil: instant("valid_until"),
    voidedAt: instant("voided_at"),
    voidedByStaffId: uuid("voided_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
    rejectedAt: instant("rejected_at"),
    rejectedByStaffId: uuid("rejected_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    // The applicant confirmed data the fiscal code disagrees with: staff look before admitting.
    fiscalCodeConfirmed: boolean("fiscal_code_confirmed").notNull().default(false),
    /**
     * The member's earlier card this request renews (ADR 051): staff see the request as a renewal,
     * and once admitted it runs on from that card's end when that is still ahead.
     */
    renewsMembershipId: uuid("renews_membership_id").references((): AnyPgColumn => memberships.id, {
      onDelete: "set null",
    }),
    scheduledDeletionAt: instant("scheduled_deletion_at"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("memberships_validity_check", sql`${t.validUntil} > ${t.validFrom}`),
    // Only an admission gives a number: a request or a rejection has none.
    check(
      "memberships_register_number_check",
      sql`${t.registerNumber} is null or (${t.registerNumber} > 0 and ${t.validatedAt} is not null)`,
    ),
    check(
      "memberships_valid_dates_check",
      sql`${t.status} <> 'valid' or (${t.validatedAt} is not null and ${t.validFrom} is not null and ${t.validUntil} is not null)`,
    ),
    // Italian citizens are identified by fiscal code; foreigners by fiscal code or an ID document.
    check(
      "memberships_identity_check",
      sql`(${t.citizenship} = 'italian' and ${t.fiscalCode} is not null)
        or (${t.citizenship} = 'foreign' and (${t.fiscalCode} is not null or ${t.foreignIdNumber} is not null))`,
    ),
    // A void, a rejection and the reason go together.
    check("memberships_void_reason_check", sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
    check("memberships_locale_check", sql`${t.locale} in ('it', 'en')`),
    check(
      "memberships_rejection_reason_check",
      sql`(${t.rejectedAt} is null) = (${t.rejectionReason} is null)`,
    ),
    // One open request per person.
    uniqueIndex("memberships_one_open_request")
      .on(t.userId)
      .where(sql`${t.status} = 'requested' and ${t.voidedAt} is null and ${t.userId} is not null`),
    index("memberships_user_id_idx").on(t.userId),
    index("memberships_last_name_idx").on(sql`lower(${t.lastName})`),
    index("memberships_valid_until_idx").on(t.validUntil),
    index("memberships_register_number_idx").on(t.registerNumber),
    // The register export reads in this order, a batch at a time (keyset).
    index("memberships_requested_at_id_idx").on(t.requestedAt, t.id),
  ],
);

/**
 * The last register number given (one row): an admission takes the next one with the row locked in
 * its own transaction, so numbers follow the order of admission and a rolled-back admission leaves
 * no gap (ADR 048).
 */
export const registerCounter = pgTable(
  "register_counter",
  {
    id: boolean("id").primaryKey().default(true),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("register_counter_one_row", sql`${t.id}`)],
);

/**
 * The fee schedule set by management (ADR 050): one amount per category and type from a date; the
 * fee in force on a day is the one with the latest `valid_from` on or before it. Fees change by
 * assembly decision, so a new fee is a new row and the old ones stay as the schedule's history.
 */
export const membershipFees = pgTable(
  "membership_fees",
  {
    id: id(),
    type: membershipType("type").notNull(),
    category: text("category").notNull(),
    amountCents: integer("amount_cents").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    createdByStaffId: uuid("created_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("membership_fees_amount_check", sql`${t.amountCents} >= 0`),
    uniqueIndex("membership_fees_one_per_day").on(t.type, t.category, t.validFrom),
  ],
);

/**
 * The fee of an admission (ADR 050): the amount due from the schedule, how it was paid, who took it
 * and when, and the receipt's number, progressive per calendar year (Rome time), taken from
 * `receipt_counters` in the admission's transaction. A waived fee has a reason and no receipt.
 */
export const membershipPayments = pgTable(
  "membership_payments",
  {
    id: id(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    method: feeMethod("method").notNull(),
    waivedReason: text("waived_reason"),
    receiptYear: integer("receipt_year"),
    receiptNumber: integer("receipt_number"),
    takenByStaffId: uuid("taken_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    takenAt: instant("taken_at").notNull(),
  },
  (t) => [
    check("membership_payments_amount_check", sql`${t.amountCents} >= 0`),
    check(
      "membership_payments_waived_check",
      sql`(${t.method} = 'waived') = (${t.waivedReason} is not null)`,
    ),
    // A receipt for every fee paid, none for a waived one; its number and year go together.
    check(
      "membership_payments_receipt_check",
      sql`(${t.method} = 'waived') = (${t.receiptNumber} is null) and (${t.receiptNumber} is null) = (${t.receiptYear} is null)`,
    ),
    uniqueIndex("membership_payments_receipt_unique").on(t.receiptYear, t.receiptNumber),
    // One fee per membership: it is recorded at the admission, and a card is admitted once.
    uniqueIndex("membership_payments_membership_unique").on(t.membershipId),
    index("membership_payments_taken_at_idx").on(t.takenAt),
  ],
);

/**
 * The fee of a request paid online (ADR 054), one row per request: the Stripe Checkout page started
 * for it (`session_id`, with the amount from the schedule in force that day), the payment once the
 * webhook confirms it, and its refund when the request is rejected. The admission then records the
 * fee with method `online` in `membership_payments`, with its receipt number, like the others.
 */
export const membershipOnlineFees = pgTable(
  "membership_online_fees",
  {
    membershipId: uuid("membership_id")
      .primaryKey()
      .references(() => memberships.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    sessionId: text("session_id"),
    /** When the current Checkout page was started: it names the page's idempotency key and expiry. */
    startedAt: instant("started_at").notNull(),
    paymentIntent: text("payment_intent"),
    paidAt: instant("paid_at"),
    refundId: text("refund_id"),
    refundedAt: instant("refunded_at"),
  },
  (t) => [
    check("membership_online_fees_amount_check", sql`${t.amountCents} > 0`),
    check("membership_online_fees_paid_check", sql`(${t.paidAt} is null) = (${t.paymentIntent} is null)`),
    check("membership_online_fees_refund_check", sql`${t.refundedAt} is null or ${t.paidAt} is not null`),
  ],
);

/**
 * The last receipt number given in each calendar year (Rome time): an admission locks its year's
 * row and takes the next number, so receipts are gapless and a rolled-back admission returns its
 * number (ADR 050).
 */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("receipt_counters_last_number_check", sql`${t.lastNumber} >= 0`)],
);

export const RENEWAL_REMINDERS = ["soon", "today"] as const;

/**
 * The renewal reminders sent (ADR 051): one row per card and kind ("soon": 30 days before the end;
 * "today": on the last day), inserted in the transaction that queues the mail, so a reminder is
 * sent once even when several processes run the job at the same moment.
 */
export const membershipReminders = pgTable(
  "membership_reminders",
  {
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: RENEWAL_REMINDERS }).notNull(),
    sentAt: instant("sent_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.kind] }),
    check("membership_reminders_kind_check", sql`${t.kind} in ('soon', 'today')`),
  ],
);

export const membershipLog = pgTable(
  "membership_log",
  {
    id: id(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    action: text("action", { enum: MEMBERSHIP_LOG_ACTIONS }).notNull(),
    details: jsonb("details").$type<JsonObject>(),
    createdAt: createdAt(),
  },
  (t) => [index("membership_log_membership_id_idx").on(t.membershipId, t.createdAt)],
);

/**
 * Every image stored by an upload. Events and news may only point at these keys (a foreign key, so
 * a forged key never reaches a record and a referenced image cannot be forgotten); the size says
 * which variants exist, so the files can be removed when no record uses the image any more.
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    key: text("key").primaryKey(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
    createdByStaffId: uuid("created_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
  },
  (t) => [index("uploaded_images_created_at_idx").on(t.createdAt)],
);

/**
 * The managed lists of event types and news categories (ADR 058): one label per language, kept by
 * management. A retired term stays on the items that have it but is not offered for new ones; a
 * merged term is gone, its items moved to the term it was merged into.
 */
export const CONTENT_TERM_KINDS = ["event_type", "news_category"] as const;
export type ContentTermKind = (typeof CONTENT_TERM_KINDS)[number];

export const contentTerms = pgTable(
  "content_terms",
  {
    id: id(),
    kind: text("kind", { enum: CONTENT_TERM_KINDS }).notNull(),
    labelIt: text("label_it").notNull(),
    labelEn: text("label_en").notNull(),
    retiredAt: instant("retired_at"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("content_terms_kind_check", sql`${t.kind} in ('event_type', 'news_category')`),
    check("content_terms_labels_check", sql`btrim(${t.labelIt}) <> '' and btrim(${t.labelEn}) <> ''`),
    // "Concerto" and "concerto" are one term: a label names one term of its kind in each language.
    uniqueIndex("content_terms_label_it_unique").on(t.kind, sql`lower(${t.labelIt})`),
    uniqueIndex("content_terms_label_en_unique").on(t.kind, sql`lower(${t.labelEn})`),
  ],
);

export const events = pgTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    // The English text (ADR 057), optional: null where staff wrote only Italian.
    titleEn: text("title_en"),
    summaryEn: text("summary_en"),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    /** The event's type, from the managed list (ADR 058). */
    typeId: uuid("type_id").references(() => contentTerms.id, { onDelete: "restrict" }),
    colour: colour("colour").notNull().default("white"),
    backgroundColour: colour("background_colour").notNull().default("darkred"),
    link: text("link"),
    imageKey: text("image_key").references(() => uploadedImages.key, { onDelete: "restrict" }),
    // Size of the largest stored variant, so pages can reserve the image's space before it loads.
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    isPublic: boolean("is_public").notNull().default(true),
    isPaid: boolean("is_paid").notNull().default(false),
    priceCents: integer("price_cents").notNull().default(0),
    seats: integer("seats"),
    isMarket: boolean("is_market").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    createdByStaffId: uuid("created_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
  },
  (t) => [
    check("events_dates_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("events_price_check", sql`${t.priceCents} >= 0`),
    check("events_paid_price_check", sql`not ${t.isPaid} or ${t.priceCents} > 0`),
    check("events_seats_check", sql`${t.seats} >= 0`),
    index("events_starts_ends_idx").on(t.startsAt, t.endsAt),
    index("events_type_id_idx").on(t.typeId),
    // The calendar asks for events overlapping a period; a B-tree on the start still walks every
    // earlier event, a GiST index on the period finds the overlapping ones directly.
    index("events_period_idx").using("gist", sql`tstzrange(${t.startsAt}, ${t.endsAt})`),
  ],
);

/** A payment for tickets of one event. Pending orders hold seats until expires_at. */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    provider: paymentProvider("provider").notNull(),
    providerRef: text("provider_ref"),
    /** Stripe's payment intent of a paid checkout: what a refund names. */
    paymentRef: text("payment_ref"),
    expiresAt: instant("expires_at"),
    createdAt: createdAt(),
    paidAt: instant("paid_at"),
    /** Money taken at the door (ADR 044): cash or card, and the staff member who took it. */
    doorMethod: text("door_method", { enum: DOOR_METHODS }),
    doorStaffId: uuid("door_staff_id").references(() => staff.id, { onDelete: "set null" }),
  },
  (t) => [
    check("orders_amount_check", sql`${t.amountCents} >= 0`),
    check(
      "orders_door_method_check",
      sql`${t.doorMethod} is null or (${t.doorMethod} in ('cash', 'card') and ${t.provider} = 'door')`,
    ),
    uniqueIndex("orders_provider_ref_unique")
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    index("orders_event_status_idx").on(t.eventId, t.status),
    index("orders_user_id_idx").on(t.userId),
    // ADR 024: one open payment per member and event; a stale one is marked expired first.
    uniqueIndex("orders_one_pending_per_member")
      .on(t.eventId, t.userId)
      .where(sql`${t.status} = 'pending' and ${t.userId} is not null`),
  ],
);

export const tickets = pgTable(
  "tickets",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The card a ticket was sold on at the door (ADR 044): a card without an account buys once too. */
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "set null" }),
    holderName: text("holder_name").notNull(),
    type: text("type", { enum: TICKET_TYPES }).notNull().default("standard"),
    status: ticketStatus("status").notNull().default("valid"),
    priceCents: integer("price_cents").notNull(),
    qrToken: text("qr_token").notNull().unique(),
    /** The short code shown with the QR, for a door that must type it (ADR 045). */
    code: text("code").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("tickets_price_check", sql`${t.priceCents} >= 0`),
    check("tickets_type_check", sql`${t.type} in ('standard', 'complimentary')`),
    // ADR 024: a ticket is personal, one valid ticket per member and event.
    uniqueIndex("tickets_one_valid_per_member")
      .on(t.eventId, t.userId)
      .where(sql`${t.status} = 'valid' and ${t.userId} is not null`),
    uniqueIndex("tickets_one_valid_per_card")
      .on(t.eventId, t.membershipId)
      .where(sql`${t.status} = 'valid' and ${t.membershipId} is not null`),
    index("tickets_order_id_idx").on(t.orderId),
    index("tickets_event_id_idx").on(t.eventId),
    index("tickets_user_id_idx").on(t.userId),
    // The staff dashboard's sales of the last 30 days, without reading every ticket ever sold.
    index("tickets_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Payment provider events already handled (webhooks): the key makes a replayed delivery a no-op,
 * written in the same transaction as what the event changed.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: paymentProvider("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** A membership fee's checkout (ADR 054), instead of a ticket order. */
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "set null" }),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Accrediti: names on an event's guest list. */
export const guestListEntries = pgTable(
  "guest_list_entries",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    hasMembership: boolean("has_membership").notNull().default(false),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    notes: text("notes"),
    guests: smallint("guests").notNull().default(0),
    createdByStaffId: uuid("created_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("guest_list_entries_guests_check", sql`${t.guests} >= 0`),
    index("guest_list_entries_event_id_idx").on(t.eventId),
  ],
);

/**
 * One row per admitted scan. The unique indexes make check-in atomic: a second scan of the same
 * ticket or guest entry, or of the same membership on the same list, fails in the database.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: id(),
    kind: checkInKind("kind").notNull(),
    listKey: text("list_key").notNull(),
    ticketId: uuid("ticket_id").references(() => tickets.id, { onDelete: "restrict" }),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "restrict" }),
    guestEntryId: uuid("guest_entry_id").references(() => guestListEntries.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    clientNonce: text("client_nonce").unique(),
    /** A guest-list entry's check-in: how many of its listed guests came with them. */
    guests: smallint("guests"),
    createdAt: createdAt(),
  },
  (t) => [
    check("check_ins_guests_check", sql`${t.guests} is null or (${t.kind} = 'guest' and ${t.guests} >= 0)`),
    check(
      "check_ins_kind_check",
      sql`(${t.kind} = 'ticket' and ${t.ticketId} is not null and ${t.membershipId} is null and ${t.guestEntryId} is null)
        or (${t.kind} = 'membership' and ${t.membershipId} is not null and ${t.ticketId} is null and ${t.guestEntryId} is null)
        or (${t.kind} = 'guest' and ${t.guestEntryId} is not null and ${t.ticketId} is null and ${t.membershipId} is null)`,
    ),
    uniqueIndex("check_ins_ticket_unique").on(t.ticketId).where(sql`${t.ticketId} is not null`),
    uniqueIndex("check_ins_guest_entry_unique").on(t.guestEntryId).where(sql`${t.guestEntryId} is not null`),
    uniqueIndex("check_ins_membership_list_unique")
      .on(t.membershipId, t.listKey)
      .where(sql`${t.membershipId} is not null`),
    index("check_ins_list_key_idx").on(t.listKey, t.createdAt),
    // The staff dashboard's admissions of the last 30 days, across every door.
    index("check_ins_created_at_idx").on(t.createdAt),
  ],
);

/** What the door answered for a scanned or typed card, or a visitor from another circolo. */
export const DOOR_VERDICTS = [
  "valid",
  "expired",
  "voided",
  "requested",
  "rejected",
  "unknown",
  "visitor",
] as const;
export const DOOR_SOURCES = ["camera", "keyboard"] as const;

/**
 * The door log: one row per scan (any verdict) and per visitor of another circolo admitted on their
 * own network's card. The client nonce is unique, so a retried scan is recorded once.
 */
export const doorScans = pgTable(
  "door_scans",
  {
    id: id(),
    verdict: text("verdict", { enum: DOOR_VERDICTS }).notNull(),
    source: text("source", { enum: DOOR_SOURCES }),
    /** The code as read, normalised (card code or QR token); null for visitors. */
    code: text("code"),
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "set null" }),
    visitorName: text("visitor_name"),
    visitorNetwork: text("visitor_network"),
    visitorCard: text("visitor_card"),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    clientNonce: text("client_nonce").notNull().unique(),
    createdAt: createdAt(),
    /** A card scanned offline: when the scan reached the server (ADR 026); null when online. */
    syncedAt: instant("synced_at"),
  },
  (t) => [
    check(
      "door_scans_visitor_check",
      sql`(${t.verdict} = 'visitor') = (${t.visitorName} is not null and ${t.visitorNetwork} is not null and ${t.visitorCard} is not null)`,
    ),
    check("door_scans_code_check", sql`${t.verdict} = 'visitor' or ${t.code} is not null`),
    index("door_scans_created_at_idx").on(t.createdAt),
    index("door_scans_membership_id_idx").on(t.membershipId),
  ],
);

/** What the ticket check answered (ADR 024); admissions themselves are `check_ins` rows. */
export const TICKET_VERDICTS = [
  "admitted",
  "already-used",
  "cancelled",
  "refunded",
  "unpaid",
  "other-event",
  "unknown",
  // An admission made offline that another phone (or an earlier scan) had already made: the person
  // came in twice on one ticket (ADR 026).
  "conflict",
] as const;
export type TicketVerdict = (typeof TICKET_VERDICTS)[number];

/**
 * The ticket check's log: one row per scan at an event's door, whatever the answer. The client
 * nonce is unique, so a retried scan is recorded once and answered as the first time.
 */
export const ticketScans = pgTable(
  "ticket_scans",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => tickets.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    verdict: text("verdict", { enum: TICKET_VERDICTS }).notNull(),
    source: text("source", { enum: DOOR_SOURCES }),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    clientNonce: text("client_nonce").notNull().unique(),
    /** When the scan was made: on the phone's clock for a scan made offline (ADR 026). */
    createdAt: createdAt(),
    /** A scan made offline: when it reached the server; null for scans answered online. */
    syncedAt: instant("synced_at"),
  },
  (t) => [index("ticket_scans_event_created_idx").on(t.eventId, t.createdAt)],
);

export const news = pgTable(
  "news",
  {
    id: id(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    // The English text (ADR 057), optional: null where staff wrote only Italian.
    titleEn: text("title_en"),
    summaryEn: text("summary_en"),
    bodyEn: text("body_en"),
    publishedAt: instant("published_at").notNull().defaultNow(),
    /** The item's category, from the managed list (ADR 058). */
    categoryId: uuid("category_id").references(() => contentTerms.id, { onDelete: "restrict" }),
    colour: colour("colour").notNull().default("white"),
    backgroundColour: colour("background_colour").notNull().default("darkred"),
    imageKey: text("image_key").references(() => uploadedImages.key, { onDelete: "restrict" }),
    // Size of the largest stored variant, so pages can reserve the image's space before it loads.
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    isPublic: boolean("is_public").notNull().default(true),
    membersOnly: boolean("members_only").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [index("news_published_at_idx").on(t.publishedAt), index("news_category_id_idx").on(t.categoryId)],
);

export const homeAnnouncements = pgTable(
  "home_announcements",
  {
    id: id(),
    position: integer("position").notNull().default(0),
    textIt: text("text_it").notNull(),
    textEn: text("text_en").notNull(),
    link: text("link"),
    activeFrom: instant("active_from"),
    activeUntil: instant("active_until"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [check("home_announcements_active_check", sql`${t.activeUntil} > ${t.activeFrom}`)],
);

export const homeFeaturedEvents = pgTable("home_featured_events", {
  id: id(),
  eventId: uuid("event_id")
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
});

/** A single row (id = 1) holding the home page paragraph in both languages. */
export const homeContent = pgTable(
  "home_content",
  {
    id: smallint("id").primaryKey().default(1),
    paragraphIt: text("paragraph_it").notNull().default(""),
    paragraphEn: text("paragraph_en").notNull().default(""),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    updatedByStaffId: uuid("updated_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
  },
  (t) => [check("home_content_single_row_check", sql`${t.id} = 1`)],
);

export const petitionSignatures = pgTable(
  "petition_signatures",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").unique(),
    confirmedAt: instant("confirmed_at"),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    privacyConsentAt: instant("privacy_consent_at").notNull(),
  },
  (t) => [uniqueIndex("petition_signatures_email_lower_unique").on(sql`lower(${t.email})`)],
);

export const contributions = pgTable("contributions", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  kind: contributionKind("kind").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
  privacyConsentAt: instant("privacy_consent_at").notNull(),
});

/** E-mails are written here in the transaction that causes them; a worker sends them. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    // "to" is a reserved word in SQL; the column gets a name raw queries can use unquoted.
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    // Where answers go when that is not the sender, e.g. the visitor who wrote through /contribute.
    replyTo: text("reply_to"),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (t) => [index("mail_outbox_status_next_attempt_idx").on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorStaffId: uuid("actor_staff_id").references(() => staff.id, { onDelete: "set null" }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<JsonObject>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    // An entity's history (an event's guest list log) without reading the whole log.
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
  ],
);

/** Fixed-window counters shared by every process, when Redis is not configured (rate-limit-store.server.ts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: instant("expire"),
});

export type Staff = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type AccountCreateRequest = typeof accountCreateRequests.$inferSelect;
export type NewAccountCreateRequest = typeof accountCreateRequests.$inferInsert;
export type PasswordRecoveryRequest = typeof passwordRecoveryRequests.$inferSelect;
export type NewPasswordRecoveryRequest = typeof passwordRecoveryRequests.$inferInsert;
export type Membership = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;
export type MembershipLogEntry = typeof membershipLog.$inferSelect;
export type NewMembershipLogEntry = typeof membershipLog.$inferInsert;
// Not `Event`: that name would shadow the DOM type in components.
export type EventRecord = typeof events.$inferSelect;
export type ContentTerm = typeof contentTerms.$inferSelect;
export type NewEventRecord = typeof events.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type Ticket = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;
export type GuestListEntry = typeof guestListEntries.$inferSelect;
export type NewGuestListEntry = typeof guestListEntries.$inferInsert;
export type DoorScan = typeof doorScans.$inferSelect;
export type CheckIn = typeof checkIns.$inferSelect;
export type NewCheckIn = typeof checkIns.$inferInsert;
export type News = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;
export type HomeAnnouncement = typeof homeAnnouncements.$inferSelect;
export type NewHomeAnnouncement = typeof homeAnnouncements.$inferInsert;
export type HomeFeaturedEvent = typeof homeFeaturedEvents.$inferSelect;
export type NewHomeFeaturedEvent = typeof homeFeaturedEvents.$inferInsert;
export type HomeContent = typeof homeContent.$inferSelect;
export type NewHomeContent = typeof homeContent.$inferInsert;
export type PetitionSignature = typeof petitionSignatures.$inferSelect;
export type NewPetitionSignature = typeof petitionSignatures.$inferInsert;
export type Contribution = typeof contributions.$inferSelect;
export type NewContribution = typeof contributions.$inferInsert;
export type MailOutboxEntry = typeof mailOutbox.$inferSelect;
export type NewMailOutboxEntry = typeof mailOutbox.$inferInsert;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
export type RateLimit = typeof rateLimits.$inferSelect;
