import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, memberships } from "~/db/schema";
import { insertStaff, insertUser } from "./api-harness";
import { startServer, type TestServer } from "./server-harness";

let server: TestServer;
const cookies: Record<"user" | "door" | "manager", string> = { user: "", door: "", manager: "" };
let managerId = "";

/** A session made as the server makes it: by its own copy of sign-in, in its database. */
async function cookieFor(context: "public" | "internal", id: string): Promise<string> {
  const { signIn } = await server.appModule<typeof import("~/routing/sign-in.server")>(
    "/app/routing/sign-in.server.ts",
  );
  const header = await signIn(new Request("http://localhost/"), context, id);
  return header.split(";")[0] ?? "";
}

beforeAll(async () => {
  server = await startServer();
  const user = await insertUser(server.db, "lucia@example.test");
  const door = await insertStaff(server.db, "door@example.test", 0);
  const manager = await insertStaff(server.db, "manager@example.test", 1);
  managerId = manager.id;
  cookies.user = await cookieFor("public", user.id);
  cookies.door = await cookieFor("internal", door.id);
  cookies.manager = await cookieFor("internal", manager.id);
  await server.db.insert(memberships).values({
    code: "HTTP0001",
    qrToken: "HTTPQR0001",
    firstName: "=cmd|' /C calc'!A0",
    lastName: "Bianchi",
    type: "courses",
    category: "student",
    address: "Via Zamboni 33, Bologna",
    birthCountry: "Italia",
    birthCity: "Bologna",
    birthDate: "1999-12-31",
    citizenship: "italian",
    fiscalCode: "BNCMRA99T71A944X",
    privacyConsentAt: new Date("2026-03-10T10:00:00Z"),
    requestedAt: new Date("2026-03-10T10:00:00Z"),
  });
}, 120_000);
afterAll(() => server?.close());

function get(path: string, cookie?: string) {
  return fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...(cookie ? { cookie } : {}), origin: server.url },
    redirect: "manual",
  });
}

const FILE = "/internal/export/file?period=2026&format=xlsx";
const YEAR_FORM = { kind: "year", year: "2026", month: "3", quarter: "1", format: "xlsx" };

describe("who may export the register", () => {
  it("sends anonymous visitors and public users to the staff login, and comes back after it", async () => {
    for (const cookie of [undefined, cookies.user]) {
      for (const path of ["/internal/export", "/en/internal/export", FILE]) {
        const response = await get(path, cookie);
        expect(response.status, path).toBe(302);
        const login = path.startsWith("/en") ? "/en/internal/login" : "/internal/login";
        expect(response.headers.get("location"), path).toBe(
          `${login}?redirectTo=${encodeURIComponent(path)}`,
        );
      }
      const posted = await post("/internal/export", YEAR_FORM, cookie);
      expect(posted.status).toBe(302);
    }
  });

  it("refuses door staff (level 0) the page, its form and the file", async () => {
    expect((await get("/internal/export", cookies.door)).status).toBe(403);
    expect((await get("/en/internal/export", cookies.door)).status).toBe(403);
    expect((await get(FILE, cookies.door)).status).toBe(403);
    expect((await post("/internal/export", YEAR_FORM, cookies.door)).status).toBe(403);
    const exports = await server.db.select().from(auditLog).where(eq(auditLog.action, "membership.export"));
    expect(exports).toEqual([]);
  });

  it("shows management (level 1) the form, in both languages", async () => {
    const it = await get("/internal/export", cookies.manager);
    expect(it.status).toBe(200);
    const html = await it.text();
    expect(html).toContain("Esporta registri");
    expect(html).toContain("Scegli il periodo e il formato");
    const en = await (await get("/en/internal/export", cookies.manager)).text();
    expect(en).toContain("Choose the period and the format");
  });
});

describe("the export over HTTP, for management", () => {
  it("says no data for an empty period on the page itself (200), not as a download", async () => {
    const response = await post(
      "/internal/export",
      { ...YEAR_FORM, kind: "month", month: "7" },
      cookies.manager,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Nessun dato per il periodo selezionato.");
    const en = await post("/en/internal/export", { ...YEAR_FORM, year: "2030" }, cookies.manager);
    expect(await en.text()).toContain("No data for the selected period.");
  });

  it("answers a bad year with a translated error next to the field (400)", async () => {
    const response = await post("/internal/export", { ...YEAR_FORM, year: "19" }, cookies.manager);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Indica un anno tra il 2000 e il 2100");
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it("answers a period with memberships with its file's address, then the file itself", async () => {
    const page = await post("/internal/export", YEAR_FORM, cookies.manager);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Esportazione pronta: 1 tessera.");
    expect(html).toContain('href="/internal/export/file?period=2026&amp;format=xlsx"');

    const file = await get(FILE, cookies.manager);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="libro-soci-2026.xlsx"');
    expect(file.headers.get("cache-control")).toContain("no-store");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe("Codice tessera");
    expect(sheet?.getRow(2).getCell(2).value).toBe("HTTP0001");
    expect(sheet?.getRow(2).getCell(4).value).toBe("'=cmd|' /C calc'!A0");
    expect(sheet?.rowCount).toBe(2);
  });

  it("names the English file and its header in English, and serves CSV for Italian Excel", async () => {
    const csv = await get("/en/internal/export/file?period=2026-Q1&format=csv", cookies.manager);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="members-register-2026-Q1.csv"',
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith('"No.";"Card code";"Last name";"First name"')).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    // A request not yet admitted has no register number.
    expect(text).toContain(`"";"HTTP0001";"Bianchi";"'=cmd|' /C calc'!A0"`);
  });

  it("answers 404 for an empty period and 400 for a malformed one, with a translated text", async () => {
    const empty = await get("/internal/export/file?period=2026-08&format=csv", cookies.manager);
    expect(empty.status).toBe(404);
    expect(await empty.text()).toBe("Nessun dato per il periodo selezionato.");
    const bad = await get("/en/internal/export/file?period=2026-13&format=csv", cookies.manager);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("The requested period is not valid");
    expect((await get("/internal/export/file?period=2026&format=pdf", cookies.manager)).status).toBe(400);
  });

  it("audits each file with the manager who asked for it, by the time the file has arrived", async () => {
    await (await get("/internal/export/file?period=2026-03&format=csv", cookies.manager)).text();
    const rows = await server.db.select().from(auditLog).where(eq(auditLog.action, "membership.export"));
    const row = rows.find((entry) => (entry.details as { period?: string }).period === "2026-03");
    expect(row).toMatchObject({
      actorStaffId: managerId,
      details: { period: "2026-03", format: "csv", rows: 1, complete: true },
    });
  });
});
