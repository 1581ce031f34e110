import { describe, expect, it } from "vitest";
import { databaseFailureReason, maskedDatabaseUrl } from "../../server/bootstrap";

const errorWith = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? "")), fields);

describe("database start-up failures", () => {
  it("hides the password of the database address", () => {
    expect(maskedDatabaseUrl("postgres://agora:s3cret@db.example:5432/agora")).toBe(
      "postgres://agora:***@db.example:5432/agora",
    );
    expect(maskedDatabaseUrl("postgresql://db.example/agora")).toBe("postgresql://db.example/agora");
  });

  it("names the usual reasons in a few words", () => {
    expect(databaseFailureReason(errorWith({ code: "ECONNREFUSED" }))).toBe("connection refused");
    expect(databaseFailureReason(errorWith({ code: "ENOTFOUND" }))).toBe("host not found");
    expect(databaseFailureReason(errorWith({ code: "EHOSTUNREACH" }))).toBe("host unreachable");
    expect(databaseFailureReason(errorWith({ code: "3D000", message: 'database "x" does not exist' }))).toBe(
      "the database does not exist",
    );
    expect(databaseFailureReason(errorWith({ code: "28P01" }))).toBe("authentication failed");
    expect(databaseFailureReason(new Error("Connection terminated due to connection timeout"))).toBe(
      "no answer (timed out)",
    );
    const several = new AggregateError([
      errorWith({ code: "ECONNREFUSED" }),
      errorWith({ code: "ECONNREFUSED" }),
    ]);
    expect(databaseFailureReason(several)).toBe("connection refused");
  });

  it("keeps any other message to its first line", () => {
    expect(databaseFailureReason(new Error("The embedded database is in use\n    at somewhere"))).toBe(
      "The embedded database is in use",
    );
  });
});
