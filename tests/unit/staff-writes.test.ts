import { describe, expect, it } from "vitest";
import { isStaffWrite } from "../../server/page-cache";

/** Which successful requests empty the page cache and the store of public data (ADR 031, 035). */
describe("staff writes", () => {
  it("are writes under /internal and /api, in both languages", () => {
    for (const path of [
      "/internal/events",
      "/en/internal/home.data",
      "/internal/event/1/lists",
      "/api/graphql",
    ])
      expect(isStaffWrite({ method: "POST", path }), path).toBe(true);
    for (const [method, path] of [
      ["GET", "/internal/events"],
      ["HEAD", "/api/graphql"],
      ["POST", "/events"],
      ["POST", "/u/membership"],
    ])
      expect(isStaffWrite({ method: method ?? "", path: path ?? "" }), `${method} ${path}`).toBe(false);
  });

  it("leave out the door's scans, payments and syncs, but not a sale at the door, which takes a seat", () => {
    for (const path of [
      "/internal/validate",
      "/internal/validate.data",
      "/en/internal/ticketcheck.data",
      "/internal/ticketcheck",
      "/api/door/sync",
    ])
      expect(isStaffWrite({ method: "POST", path }), path).toBe(false);
    for (const path of ["/internal/ticketcheck/sell", "/en/internal/ticketcheck/sell", "/internal/validatex"])
      expect(isStaffWrite({ method: "POST", path }), path).toBe(true);
  });
});
