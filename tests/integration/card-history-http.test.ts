import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipLog, memberships, staff } from "~/db/schema";
import { unvoidMembership, voidMembership } from "~/domain/memberships/lifecycle.server";
import { buildMembership } from "../../app/db/demo/memberships";
import { startServer, type TestServer } from "./server-harness";
import { signInVisitors, type Visitors } from "./visitors";

/**
 * The card's log on the staff card view: each step says what happened at that step. A void shows
 * its reason; a reactivation says which void it lifted and its own note, never the void's reason.
 */
let server: TestServer;
let visitors: Visitors;

beforeAll(async () => {
  server = await startServer();
  visitors = await signInVisitors(server);
}, 120_000);
afterAll(() => server?.close());

/** The text of each log entry on the page, newest first, tags removed. */
function entries(html: string): string[] {
  return html
    .split('data-testid="card-log-entry">')
    .slice(1)
    .map((part) =>
      (part.split("</li>")[0] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, " ")
        .trim(),
    );
}

describe("the card's history", () => {
  it("shows each void with its reason and each reactivation with its own note, in both languages", async () => {
    const [row] = await server.db.insert(memberships).values(buildMembership("valid")).returning();
    if (!row) throw new Error("no membership");
    const [manager] = await server.db.select().from(staff).where(eq(staff.email, "gestione@example.test"));
    if (!manager) throw new Error("no manager");
    const actor = { staffId: manager.id };
    const day = (n: number) => new Date(Date.UTC(2026, 2, n, 10, 0));
    expect((await voidMembership(server.db, row.id, actor, "Tessera smarrita", day(3))).ok).toBe(true);
    expect((await unvoidMembership(server.db, row.id, actor, day(5), "Ritrovata in segreteria")).ok).toBe(
      true,
    );
    expect((await voidMembership(server.db, row.id, actor, "Comportamento scorretto", day(9))).ok).toBe(true);
    // The last reactivation goes through the card view's form, with its note.
    const posted = await visitors.post(`/internal/list/${row.id}`, "manager", {
      intent: "unvoid",
      note: "Chiarito con il consiglio",
    });
    expect(posted.status).toBe(200);

    const it = entries(await (await visitors.get(`/internal/list/${row.id}`, "manager")).text());
    expect(it).toHaveLength(4);
    expect(it[0]).toContain("Riattivata");
    expect(it[0]).toContain("Toglie l'annullamento del 9 marzo 2026");
    expect(it[0]).toContain("Nota: Chiarito con il consiglio");
    expect(it[1]).toContain("Annullata");
    expect(it[1]).toContain("Motivo: Comportamento scorretto");
    expect(it[2]).toContain("Riattivata");
    expect(it[2]).toContain("Toglie l'annullamento del 3 marzo 2026");
    expect(it[2]).toContain("Nota: Ritrovata in segreteria");
    expect(it[3]).toContain("Motivo: Tessera smarrita");
    // No reactivation repeats a void's reason.
    for (const entry of [it[0], it[2]]) {
      expect(entry).not.toContain("Motivo");
      expect(entry).not.toContain("Tessera smarrita");
      expect(entry).not.toContain("Comportamento scorretto");
    }

    const en = entries(await (await visitors.get(`/en/internal/list/${row.id}`, "manager")).text());
    expect(en[0]).toContain("Reactivated");
    expect(en[0]).toContain("Lifts the void of 9 March 2026");
    expect(en[0]).toContain("Note: Chiarito con il consiglio");
    expect(en[0]).not.toContain("Reason");
    expect(en[1]).toContain("Reason: Comportamento scorretto");
  });

  it("reactivates without a note, and an older entry that kept the void's reason does not repeat it", async () => {
    const [row] = await server.db.insert(memberships).values(buildMembership("valid")).returning();
    if (!row) throw new Error("no membership");
    const [manager] = await server.db.select().from(staff).where(eq(staff.email, "gestione@example.test"));
    if (!manager) throw new Error("no manager");
    await voidMembership(
      server.db,
      row.id,
      { staffId: manager.id },
      "Doppione",
      new Date("2026-04-01T08:00:00Z"),
    );
    expect((await visitors.post(`/internal/list/${row.id}`, "manager", { intent: "unvoid" })).status).toBe(
      200,
    );
    // Entries written before reactivations had notes carried the void's reason.
    await server.db.insert(membershipLog).values({
      membershipId: row.id,
      staffId: manager.id,
      action: "unvoided",
      details: { voidedAt: "2025-01-01T08:00:00.000Z", reason: "Vecchio motivo" },
      createdAt: new Date("2025-01-02T08:00:00Z"),
    });
    const page = entries(await (await visitors.get(`/internal/list/${row.id}`, "manager")).text());
    expect(page).toHaveLength(3);
    expect(page[0]).toContain("Riattivata");
    expect(page[0]).not.toContain("Nota");
    expect(page[0]).not.toContain("Doppione");
    expect(page[2]).toContain("Toglie l'annullamento del 1 gennaio 2025");
    expect(page[2]).not.toContain("Vecchio motivo");
  });
});
