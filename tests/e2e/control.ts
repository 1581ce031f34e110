/**
 * The test server's control port (E2E_PORT + 1, loopback only), part of the test harness and never of
 * the app: browser tests move the server clock and get accounts of their own, signed in directly,
 * instead of sharing demo accounts (whose sign-in limits would leak from one test into another).
 */
import { createServer, type IncomingMessage } from "node:http";
import { asc, eq } from "drizzle-orm";
import type { MembershipState } from "../../app/db/demo/memberships";
import type { RateLimitName } from "../../app/domain/security/rate-limit.server";
import type * as TestKit from "../../server/test-kit";
import { type FakeStripe, startFakeStripe } from "../setup/fake-stripe";

/**
 * The app's own modules, from the server bundle (server/test-kit.ts): what the control port does
 * happens in the server's database, at its clock and in its configuration, not in a copy of them.
 */
let kit: typeof TestKit;

export type AccountKind =
  | "door"
  | "manager"
  | "admin"
  | "user"
  | "inactive-user"
  | `member-${MembershipState}`;
export type TestAccount = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The value of the signed `authrefToken` cookie, when a session was asked for. */
  cookie?: string;
  /** For member-… accounts: their card. */
  membership?: {
    id: string;
    code: string;
    qrToken: string;
    type: "events" | "courses";
    category: string | null;
    validUntil: string | null;
  };
};

/** For member-… accounts: the language of the card, and a valid card ending in so many days. */
type CardOptions = { locale?: "it" | "en"; endsInDays?: number };

function cardOverrides({ locale, endsInDays }: CardOptions) {
  if (endsInDays === undefined) return locale ? { locale } : {};
  const validUntil = new Date(kit.now().getTime() + endsInDays * 24 * 60 * 60 * 1000);
  const validatedAt = new Date(validUntil);
  validatedAt.setUTCFullYear(validatedAt.getUTCFullYear() - 2);
  return {
    ...(locale && { locale }),
    requestedAt: validatedAt,
    validatedAt,
    validFrom: validatedAt,
    validUntil,
  };
}

const STAFF_LEVELS: Record<string, number> = { door: 0, manager: 1, admin: 2 };
let serial = 0;

/** A fresh account of `kind` with a unique e-mail (and `firstName` when given), and optionally a session for it. */
async function createAccount(
  kind: AccountKind,
  withSession: boolean,
  besides?: string,
  firstName?: string,
  cardOptions: CardOptions = {},
): Promise<TestAccount> {
  serial += 1;
  const unique = `${Date.now().toString(36)}${serial}`;
  const db = kit.getDb();
  const { memberships, staff, users } = kit.schema;
  const level = STAFF_LEVELS[kind];
  if (level !== undefined) {
    const [row] = await db
      .insert(staff)
      .values(
        kit.buildStaff({
          email: `${kind}-${unique}@e2e.test`,
          accessLevel: level,
          ...(firstName && { firstName }),
        }),
      )
      .returning();
    if (!row) throw new Error("staff insert returned nothing");
    return account(row, withSession ? await sessionCookie("internal", row.id, besides) : undefined);
  }
  const [row] = await db
    .insert(users)
    .values(
      kit.buildUser({
        email: `${kind}-${unique}@e2e.test`,
        active: kind !== "inactive-user",
        ...(firstName && { firstName }),
      }),
    )
    .returning();
  if (!row) throw new Error("user insert returned nothing");
  if (kind.startsWith("member-")) {
    const state = kind.slice("member-".length) as MembershipState;
    const [card] = await db
      .insert(memberships)
      .values(
        // The person is built from the account's names, so the fiscal code agrees with them.
        kit.buildMembership(
          state,
          { userId: row.id, email: row.email, ...cardOverrides(cardOptions) },
          { person: kit.buildPerson({ firstName: row.firstName, lastName: row.lastName }) },
        ),
      )
      .returning({
        id: memberships.id,
        code: memberships.code,
        qrToken: memberships.qrToken,
        type: memberships.type,
        category: memberships.category,
        validUntil: memberships.validUntil,
      });
    await kit.numberAdmittedMemberships(db);
    return {
      ...account(row, withSession ? await sessionCookie("public", row.id, besides) : undefined),
      membership: card && { ...card, validUntil: card.validUntil?.toISOString() ?? null },
    };
  }
  return account(row, withSession ? await sessionCookie("public", row.id, besides) : undefined);
}

function account(
  row: { id: string; email: string; firstName: string; lastName: string },
  cookie: string | undefined,
): TestAccount {
  const { id, email, firstName, lastName } = row;
  return { id, email, password: kit.DEMO_PASSWORD, firstName, lastName, cookie };
}

/** A signed cookie with a new session of `context`, keeping the other context's from `besides`. */
async function sessionCookie(
  context: "public" | "internal",
  subjectId: string,
  besides?: string,
): Promise<string> {
  const headers = besides ? { cookie: `authrefToken=${besides}` } : undefined;
  const header = await kit.signIn(new Request("http://localhost/", { headers }), context, subjectId);
  const value = header.split(";")[0]?.split("=").slice(1).join("=");
  if (!value) throw new Error(`No cookie value in ${header}`);
  return value;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

let fakeStripe: FakeStripe | null = null;

/** Points the app's Stripe settings at a local fake of Stripe, or clears them (pay at the door). */
async function switchStripe(on: boolean) {
  if (on && !fakeStripe)
    fakeStripe = await startFakeStripe({ webhookUrl: `${kit.config().baseUrl}/api/stripe/webhook` });
  Object.assign(kit.config(), {
    STRIPE_SECRET_KEY: on ? fakeStripe?.secretKey : undefined,
    STRIPE_WEBHOOK_SECRET: on ? fakeStripe?.webhookSecret : undefined,
    STRIPE_API_URL: on ? fakeStripe?.url : undefined,
  });
}

export function startControl(port: number, app: typeof TestKit) {
  kit = app;
  createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://x");
      if (req.method === "POST" && url.pathname === "/account") {
        const body = await readJson(req);
        const besides = typeof body.besides === "string" ? body.besides : undefined;
        const firstName = typeof body.firstName === "string" ? body.firstName : undefined;
        const locale = body.locale === "en" || body.locale === "it" ? body.locale : undefined;
        const endsInDays = typeof body.endsInDays === "number" ? body.endsInDays : undefined;
        const result = await createAccount(
          body.kind as AccountKind,
          body.session !== false,
          besides,
          firstName,
          {
            locale,
            endsInDays,
          },
        );
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(result));
        return;
      }
      // A public event of the test's own, a week ahead unless `startsInMinutes` (negative: already
      // on), so seats and tickets are not shared; `startsAt`/`endsAt` (ISO) give it exact times.
      if (req.method === "POST" && url.pathname === "/event") {
        const { events } = kit.schema;
        const body = await readJson(req);
        const startsIn =
          typeof body.startsInMinutes === "number"
            ? body.startsInMinutes * 60 * 1000
            : 7 * 24 * 60 * 60 * 1000;
        const start =
          typeof body.startsAt === "string" ? new Date(body.startsAt) : new Date(Date.now() + startsIn);
        const end =
          typeof body.endsAt === "string"
            ? new Date(body.endsAt)
            : new Date(start.getTime() + 3 * 60 * 60 * 1000);
        const [row] = await kit
          .getDb()
          .insert(events)
          .values(
            kit.buildEvent({
              // Unique, so tests that pick events by title never find two.
              title: `Serata di prova ${Date.now().toString(36)}-${++serial}`,
              // The English title (ADR 057), when the test gives one.
              titleEn: typeof body.titleEn === "string" ? `${body.titleEn} ${serial}` : null,
              startsAt: start,
              endsAt: end,
              isPublic: true,
              isPaid: body.priceCents !== 0,
              priceCents: typeof body.priceCents === "number" ? body.priceCents : 1200,
              seats: typeof body.seats === "number" ? body.seats : 40,
            }),
          )
          .returning({
            id: events.id,
            title: events.title,
            titleEn: events.titleEn,
            priceCents: events.priceCents,
            seats: events.seats,
            startsAt: events.startsAt,
          });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(row));
        return;
      }
      // A ticket of an event in a given state (valid, cancelled, refunded), bought by nobody in
      // particular: the door's refusals without going through a cancellation or a refund.
      if (req.method === "POST" && url.pathname === "/ticket") {
        const { orders, tickets } = kit.schema;
        const body = await readJson(req);
        const eventId = String(body.eventId);
        const status = body.status === "cancelled" || body.status === "refunded" ? body.status : "valid";
        const [order] = await kit
          .getDb()
          .insert(orders)
          .values(kit.buildOrder({ eventId }, { status: status === "refunded" ? "refunded" : "paid" }))
          .returning({ id: orders.id });
        const [row] = await kit
          .getDb()
          .insert(tickets)
          .values(
            kit.buildTicket(
              { orderId: order?.id ?? "", eventId },
              {
                status,
                holderName: typeof body.holderName === "string" ? body.holderName : "Ospite di prova",
                qrToken: kit.doorToken(kit.QR_TOKEN_LENGTH),
                code: kit.doorToken(kit.TICKET_CODE_LENGTH),
              },
            ),
          )
          .returning({
            id: tickets.id,
            qrToken: tickets.qrToken,
            code: tickets.code,
          });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(row));
        return;
      }
      // Stripe Checkout on (against a local fake of Stripe whose pay page calls our webhook) or off.
      if (req.method === "POST" && url.pathname === "/stripe") {
        const body = await readJson(req);
        await switchStripe(body.on === true);
        res.end("ok");
        return;
      }
      // What the door recorded for an event: its tickets' admissions and every scan, with their times.
      if (req.method === "GET" && url.pathname === "/door") {
        const { checkIns, tickets, ticketScans } = kit.schema;
        const eventId = url.searchParams.get("event") ?? "";
        const admissions = await kit
          .getDb()
          .select({
            ticketId: checkIns.ticketId,
            at: checkIns.createdAt,
            staffId: checkIns.staffId,
          })
          .from(checkIns)
          .innerJoin(tickets, eq(tickets.id, checkIns.ticketId))
          .where(eq(tickets.eventId, eventId))
          .orderBy(asc(checkIns.createdAt));
        const scans = await kit
          .getDb()
          .select({
            ticketId: ticketScans.ticketId,
            verdict: ticketScans.verdict,
            at: ticketScans.createdAt,
            syncedAt: ticketScans.syncedAt,
            staffId: ticketScans.staffId,
          })
          .from(ticketScans)
          .where(eq(ticketScans.eventId, eventId))
          .orderBy(asc(ticketScans.createdAt));
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ admissions, scans }));
        return;
      }
      // The hourly renewal reminders, run now at the server's (moved) clock.
      if (req.method === "POST" && url.pathname === "/renewal-reminders") {
        const sent = await kit.sendRenewalReminders(kit.getDb(), kit.now());
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(sent));
        return;
      }
      // Uses up a rate limit for one key, so a test meets the limit without making the requests.
      if (req.method === "POST" && url.pathname === "/rate-limit") {
        const body = await readJson(req);
        const name = body.name as RateLimitName;
        for (let n = 0; n <= kit.RATE_LIMITS[name].points; n += 1)
          await kit.consumeRateLimit(kit.getDb(), name, String(body.key));
        res.end("ok");
        return;
      }
      // The clock: offsetMs moves the server's "now"; 0 or none puts it back.
      const offset = Number(url.searchParams.get("offsetMs") ?? 0);
      kit.setClock(offset ? () => new Date(Date.now() + offset) : undefined);
      res.end("ok");
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }).listen(port, "127.0.0.1");
}
