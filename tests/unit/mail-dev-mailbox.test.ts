import { describe, expect, it } from "vitest";
import { outboxReaderLevel, splitLinks } from "~/domain/mail/dev-mailbox";

describe("outbox page", () => {
  it("is open only without SMTP: to any staff in development, to administrators in production", () => {
    expect(outboxReaderLevel({ isProduction: false })).toBe("door");
    expect(outboxReaderLevel({ isProduction: true })).toBe("admin");
    expect(outboxReaderLevel({ SMTP_URL: "smtp://127.0.0.1:25", isProduction: false })).toBeNull();
    expect(outboxReaderLevel({ SMTP_URL: "smtp://127.0.0.1:25", isProduction: true })).toBeNull();
  });

  it("turns http(s) addresses of a text mail into links, leaving sentence punctuation out", () => {
    expect(
      splitLinks("Apri http://localhost:3000/u/confirm/abc-1. Poi (https://agora.it/x?y=1&z=2), fine"),
    ).toEqual([
      { kind: "text", value: "Apri " },
      { kind: "link", value: "http://localhost:3000/u/confirm/abc-1" },
      { kind: "text", value: ". Poi (" },
      { kind: "link", value: "https://agora.it/x?y=1&z=2" },
      { kind: "text", value: "), fine" },
    ]);
  });

  it("never makes links of other schemes", () => {
    expect(splitLinks("javascript:alert(1) mailto:a@b.it")).toEqual([
      { kind: "text", value: "javascript:alert(1) mailto:a@b.it" },
    ]);
  });
});
