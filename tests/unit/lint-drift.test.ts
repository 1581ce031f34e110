import { describe, expect, it } from "vitest";
import { checkSource, isServerCode } from "../../scripts/lint-drift";

const rules = (file: string, text: string) => checkSource(file, text).map((f) => `${f.rule}:${f.line}`);

describe("lint-drift", () => {
  it("passes clean code: helpers imported, the clock read through now(), mail queued in a transaction", () => {
    const clean = [
      'import { isUniqueViolation } from "~/db/client.server";',
      'import { escapeLike } from "~/db/like";',
      'import { now } from "~/domain/clock.server";',
      'import { transactionWithMail } from "~/domain/mail/outbox.server";',
      "// Call wakeOutbox() never by hand; new Date() in a comment is no clock.",
      "const staffName = props.staffName;",
      "export const at = (moment = now()) => new Date(moment.getTime() + 1000);",
    ].join("\n");
    expect(checkSource("app/domain/petition/sign.server.ts", clean)).toEqual([]);
  });

  it("fails on a second definition of a shared helper, by name or by body", () => {
    expect(rules("app/domain/x.server.ts", "function isUniqueViolation(e: unknown) {}")).toEqual([
      "shared-helper:1",
    ]);
    expect(rules("app/domain/x.server.ts", "const escapeLike = (t: string) => t;")).toEqual([
      "shared-helper:1",
    ]);
    expect(
      rules("app/domain/x.server.ts", 'const likeEscaped = (t: string) => t.replace(/[\\\\%_]/g, "");'),
    ).toEqual(["shared-helper:1"]);
    expect(
      rules("app/domain/x.server.ts", 'const unique = (e: { code?: string }) => e.code === "23505";'),
    ).toEqual(["shared-helper:1"]);
    expect(
      rules(
        "app/domain/x.server.ts",
        'const nameOf = (m: S) =>\n  [m.firstName, m.lastName].filter(Boolean).join(" ");',
      ),
    ).toEqual(["shared-helper:2"]);
    // The home module keeps its definition.
    expect(rules("app/db/like.ts", "export function escapeLike(text: string) { return text; }")).toEqual([]);
  });

  it("fails on the browser's clock in server code, and leaves browser code alone", () => {
    expect(rules("app/domain/tickets/x.server.ts", "const at = new Date();")).toEqual(["clock:1"]);
    expect(rules("app/routes/internal/x.tsx", "const at = Date.now();")).toEqual(["clock:1"]);
    expect(rules("server/x.ts", "const t = Date.now( );")).toEqual(["clock:1"]);
    expect(rules("app/lib/x.server.ts", "const at = new Date();")).toEqual(["clock:1"]);
    expect(rules("app/components/where/clock.tsx", "const at = new Date();")).toEqual([]);
    expect(rules("app/pwa/door.ts", "const at = Date.now();")).toEqual([]);
    expect(rules("app/domain/clock.server.ts", "return new Date();")).toEqual([]);
    // An instant built from a value is not a clock reading.
    expect(rules("app/domain/x.server.ts", 'const at = new Date("2026-03-15T11:00:00Z");')).toEqual([]);
    // An exemption names its rule and says why.
    expect(
      rules("app/domain/x.ts", "// lint-drift-allow clock: runs in the browser too\nDate.now();"),
    ).toEqual([]);
    expect(isServerCode("app/entry.client.tsx")).toBe(false);
  });

  it("fails on an import from app/components in a .server.ts module", () => {
    expect(rules("app/domain/x.server.ts", 'import type { Row } from "~/components/staff/table";')).toEqual([
      "components-in-server:1",
    ]);
    expect(
      rules("app/domain/a/x.server.ts", 'import type { Row } from "../../components/staff/table";'),
    ).toEqual(["components-in-server:1"]);
    expect(rules("app/domain/x.ts", 'import type { Row } from "~/components/staff/table";')).toEqual([]);
  });

  it("fails on a wakeOutbox() call outside the outbox module", () => {
    expect(rules("app/domain/accounts/x.server.ts", "await db.transaction(f);\nwakeOutbox();")).toEqual([
      "outbox-wake:2",
    ]);
    expect(rules("app/domain/mail/outbox.server.ts", "if (mailed) wakeOutbox();")).toEqual([]);
  });
});
