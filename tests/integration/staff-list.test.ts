import { describe, expect, it } from "vitest";
import { buildStaff } from "../../app/db/demo/accounts";
import { staff } from "../../app/db/schema";
import { listStaff } from "../../app/domain/accounts/list-staff.server";
import { STAFF_PAGE_SIZE } from "../../app/domain/accounts/staff-list-query";
import { runStaffCli } from "../../server/cli/staff";
import { setupTestDb } from "../setup/test-db";

const t = setupTestDb({ emptyEach: true });

const person = (n: number, level: number) =>
  buildStaff({
    email: `persona-${String(n).padStart(3, "0")}@agora.test`,
    firstName: `Nome${String(n).padStart(3, "0")}`,
    lastName: `Cognome${String(n).padStart(3, "0")}`,
    accessLevel: level,
  });

describe("the staff accounts list", () => {
  it("pages 50 at a time, administrators first, then by last name; a page past the last shows the last", async () => {
    const count = STAFF_PAGE_SIZE * 2 + 3;
    await t.db.insert(staff).values(Array.from({ length: count }, (_, n) => person(n, n < 3 ? 2 : n % 2)));

    const first = await listStaff(t.db, { page: 1 });
    expect(first).toMatchObject({ total: count, page: 1, pages: 3 });
    expect(first.rows).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.rows.slice(0, 3).map((row) => row.accessLevel)).toEqual([2, 2, 2]);
    expect(first.rows[3]?.accessLevel).toBe(1);

    const pages = await Promise.all([1, 2, 3].map((page) => listStaff(t.db, { page })));
    const emails = pages.flatMap((list) => list.rows.map((row) => row.email));
    expect(new Set(emails).size).toBe(count);
    expect(pages[2]?.rows).toHaveLength(3);
    expect(await listStaff(t.db, { page: 99 })).toMatchObject({ page: 3, pages: 3 });
  });

  it("finds an account by first name, last name, both in either order, or e-mail, in any letter case", async () => {
    await t.db.insert(staff).values([
      buildStaff({
        email: "giulia.neri@agora.test",
        firstName: "Giulia",
        lastName: "Neri",
        accessLevel: 1,
      }),
      buildStaff({ email: "marco@esempio.test", firstName: "Marco", lastName: "D'Angelo", accessLevel: 0 }),
      buildStaff({ email: "altro@agora.test", firstName: "Anna", lastName: "Bianchi", accessLevel: 2 }),
    ]);
    const found = async (q: string) =>
      (await listStaff(t.db, { q, page: 1 })).rows.map((row) => row.firstName);
    expect(await found("giulia")).toEqual(["Giulia"]);
    expect(await found("NERI")).toEqual(["Giulia"]);
    expect(await found("Giulia Neri")).toEqual(["Giulia"]);
    expect(await found("neri giulia")).toEqual(["Giulia"]);
    expect(await found("d'angelo")).toEqual(["Marco"]);
    expect(await found("esempio.test")).toEqual(["Marco"]);
    expect(await found("@agora")).toEqual(["Anna", "Giulia"]);
    // LIKE's own characters are plain text.
    expect(await found("%")).toEqual([]);
    expect(await listStaff(t.db, { q: "nessuno", page: 1 })).toMatchObject({
      rows: [],
      total: 0,
      page: 1,
      pages: 1,
    });
  });

  it("npm run staff -- list prints every account, past the first page", async () => {
    const count = STAFF_PAGE_SIZE + 2;
    await t.db.insert(staff).values(Array.from({ length: count }, (_, n) => person(n, 0)));
    const lines: string[] = [];
    const code = await runStaffCli(
      ["list"],
      { out: (line) => lines.push(line), err: () => {} },
      async () => t.db,
    );
    expect(code).toBe(0);
    expect(lines).toHaveLength(count);
    expect(lines.at(-1)).toContain("persona-051@agora.test");
  });
});
