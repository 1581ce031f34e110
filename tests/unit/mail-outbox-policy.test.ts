import { describe, expect, it } from "vitest";
import { describeSendError, MAX_SEND_ATTEMPTS, retryDelayMs } from "~/domain/mail/outbox-policy";

describe("outbox retry policy", () => {
  it("doubles the wait from 30 seconds and never waits more than an hour", () => {
    const waits = Array.from({ length: MAX_SEND_ATTEMPTS }, (_, i) => retryDelayMs(i + 1) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it("stores errors on one short line without credentials", () => {
    const error = Object.assign(new Error("Invalid login\n  at smtps://agora:hunter2@mail.example.org:465"), {
      code: "EAUTH",
    });
    const line = describeSendError(error);
    expect(line).toBe("EAUTH: Invalid login at smtps://***@mail.example.org:465");
    expect(describeSendError(new Error("x".repeat(5000))).length).toBeLessThanOrEqual(500);
    expect(describeSendError("boom")).toBe("boom");
  });
});
