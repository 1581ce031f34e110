import { describe, expect, it } from "vitest";
import { membershipState, nextMembershipStep } from "~/domain/memberships/state";

const now = new Date("2026-11-22T10:00:00Z");
const future = new Date("2027-01-01T00:00:00Z");
const past = new Date("2026-01-01T00:00:00Z");

describe("membership state", () => {
  it("is derived from status and dates, with voiding overriding everything", () => {
    expect(membershipState({ status: "requested", validUntil: null, voidedAt: null }, now)).toBe("requested");
    expect(membershipState({ status: "valid", validUntil: future, voidedAt: null }, now)).toBe("valid");
    expect(membershipState({ status: "valid", validUntil: past, voidedAt: null }, now)).toBe("expired");
    expect(membershipState({ status: "valid", validUntil: future, voidedAt: past }, now)).toBe("voided");
    expect(membershipState({ status: "valid", validUntil: now, voidedAt: null }, now)).toBe("expired");
  });
});

describe("the member's next step", () => {
  it("opens a valid, requested or voided card; requests a first or rejected one; renews an expired one", () => {
    expect(nextMembershipStep("valid")).toBe("open");
    expect(nextMembershipStep("requested")).toBe("open");
    expect(nextMembershipStep("voided")).toBe("open");
    expect(nextMembershipStep(null)).toBe("request");
    expect(nextMembershipStep("rejected")).toBe("request");
    expect(nextMembershipStep("expired")).toBe("renew");
  });

  it("renews a valid card from 30 days before its end (ADR 051), not before", () => {
    const DAY = 24 * 60 * 60 * 1000;
    const ending = (days: number) => ({ validUntil: new Date(now.getTime() + days * DAY), now });
    expect(nextMembershipStep("valid", ending(31))).toBe("open");
    expect(nextMembershipStep("valid", ending(30))).toBe("renew");
    expect(nextMembershipStep("valid", ending(1))).toBe("renew");
    expect(nextMembershipStep("requested", ending(10))).toBe("open");
    expect(nextMembershipStep("voided", ending(10))).toBe("open");
  });
});
