import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { HttpError } from "~/api/rest/http-error.server";
import { ACCESS_LEVELS, type Access, isStricter } from "~/domain/accounts/access";
import routes from "~/routes";
import { AREA_ACCESS } from "~/routing/middleware.server";

/*
 * One guard convention (ADR 067): an internal layout holds its area's minimum, and a page checks
 * only a level stricter than its layouts guarantee; the API throws its refusals for one handler to
 * answer. These tests read the sources, so a new page or endpoint that slips back fails here.
 */

const APP = path.resolve(import.meta.dirname, "../../app");
const read = (file: string) => readFileSync(path.join(APP, file), "utf8");

/** The names a layout module passes to `namedMiddleware([...])`. */
function guardNames(file: string): string[] {
  const found = /namedMiddleware\(\[([^\]]*)\]\)/.exec(read(file));
  return found?.[1] ? [...found[1].matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? "") : [];
}

function accessOfGuard(name: string): Access {
  const access = (AREA_ACCESS as Record<string, Access>)[name];
  if (!access) throw new Error(`the guard "${name}" has no level in AREA_ACCESS`);
  return access;
}

/** Every route module with the strictest level its layouts guarantee (null: no guard above it). */
function guaranteedLevels(): Map<string, Access | null> {
  const levels = new Map<string, Access | null>();
  const walk = (entries: readonly RouteConfigEntry[], above: Access | null) => {
    for (const entry of entries) {
      const own = guardNames(entry.file).map(accessOfGuard);
      const here = [above, ...own].reduce<Access | null>(
        (max, level) => (level && (!max || isStricter(level, max)) ? level : max),
        null,
      );
      // A module used at several places keeps the weakest guarantee.
      const before = levels.get(entry.file);
      const kept =
        before === undefined ? here : before && here && isStricter(before, here) ? here : before && here;
      levels.set(entry.file, kept ?? null);
      if (entry.children) walk(entry.children, here);
    }
  };
  walk(routes, null);
  return levels;
}

type GuardCall = { file: string; line: number; level: string };

/** `requireStaff(context, url, "level")` calls in a module; no third argument reads as "door". */
function requireStaffCalls(file: string): GuardCall[] {
  return read(file)
    .split("\n")
    .flatMap((text, index) =>
      [...text.matchAll(/requireStaff\(([^)]*)\)/g)].map((match) => {
        const args = (match[1] ?? "").split(",").map((arg) => arg.trim());
        return { file, line: index + 1, level: args[2] ?? '"door"' };
      }),
    );
}

describe("the internal pages' guards", () => {
  const levels = guaranteedLevels();
  const internal = [...levels].filter(([file]) => file.startsWith("routes/internal/"));

  it("finds the internal pages and both guarded areas", () => {
    expect(internal.length).toBeGreaterThan(30);
    expect(levels.get("routes/internal/validate.tsx")).toBe("door");
    expect(levels.get("routes/internal/membership.tsx")).toBe("management");
    expect(levels.get("routes/internal/password.tsx")).toBeNull();
  });

  it("a page under a guard calls requireStaff only for a named level stricter than its layouts'", () => {
    const repeated: string[] = [];
    for (const [file, guaranteed] of internal) {
      if (!guaranteed) continue;
      for (const call of requireStaffCalls(file)) {
        const name = /^"(\w+)"$/.exec(call.level)?.[1];
        const named = name !== undefined && name in ACCESS_LEVELS;
        if (!named || !isStricter(name as Access, guaranteed))
          repeated.push(
            `${call.file}:${call.line} requireStaff at ${call.level}, its layout guarantees "${guaranteed}"`,
          );
      }
    }
    expect(repeated, "read the member with currentStaff(context) instead (ADR 067)").toEqual([]);
  });

  it("no module but the guards, the layouts' middleware and the pages calls requireStaff", () => {
    const callers = readdirSync(path.join(APP, "routing"))
      .map((name) => `routing/${name}`)
      .filter((file) => !["routing/viewer.server.ts", "routing/middleware.server.ts"].includes(file))
      .filter((file) => requireStaffCalls(file).length > 0);
    expect(callers).toEqual([]);
  });

  it("compares no access level as a bare number", () => {
    const files = [...levels.keys()].filter((file) => file.startsWith("routes/internal/"));
    const bare = files.flatMap((file) =>
      read(file)
        .split("\n")
        .map((text, index) => ({ text, at: `${file}:${index + 1}` }))
        .filter(({ text }) => /accessLevel\s*(<|>|<=|>=|===|!==)\s*\d|requireStaff\([^)]*,\s*\d/.test(text))
        .map(({ at }) => at),
    );
    expect(bare).toEqual([]);
  });
});

describe("the API's refusals", () => {
  const REST = path.join(APP, "api/rest");
  const modules = readdirSync(REST).filter((name) => name.endsWith(".ts"));
  /** The error's own module writes it; the handler's module answers it; http.server defines the writer. */
  const writers = new Set(["http-error.server.ts", "middleware.server.ts", "http.server.ts"]);

  it("no endpoint writes an error status or returns undefined after one: it throws an HttpError", () => {
    const written = modules.flatMap((name) =>
      readFileSync(path.join(REST, name), "utf8")
        .split("\n")
        .map((text, index) => ({ text, at: `api/rest/${name}:${index + 1}` }))
        .filter(
          ({ text }) =>
            // The handler's module reads errors it did not make (statusOf) and may return undefined.
            (name !== "middleware.server.ts" && /return undefined/.test(text)) ||
            (!writers.has(name) && /\.status\(\s*[45]\d\d|sendError\(|text_code/.test(text)),
        )
        .map(({ at, text }) => `${at} ${text.trim()}`),
    );
    expect(written).toEqual([]);
  });

  it("an HttpError answers the bodies of docs/api.md", () => {
    expect(new HttpError(401, "UNAUTHENTICATED").body()).toEqual({ code: "UNAUTHENTICATED" });
    expect(new HttpError(401, "TOKEN_EXPIRED").body()).toEqual({ text_code: "TOKEN_EXPIRED" });
    expect(new HttpError(400, "INVALID", "bad", { fields: { email: ["forms.required"] } }).body()).toEqual({
      code: "INVALID",
      fields: { email: ["forms.required"] },
    });
  });
});
