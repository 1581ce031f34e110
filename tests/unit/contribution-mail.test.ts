import { describe, expect, it } from "vitest";
import { renderContributionMail } from "~/domain/mail/templates/contribution";

const input = {
  name: "Anna <b>Rossi</b>",
  email: "anna@example.org",
  kind: "materials" as const,
  message: "Ho due sedie e un tavolo.\n<script>alert(1)</script>",
  now: new Date("2026-12-31T23:30:00Z"),
};

describe("contribution mail", () => {
  it("tells staff who wrote, what kind and when (Rome time), always in Italian", async () => {
    const it = await renderContributionMail({ ...input, locale: "it" });
    expect(it.subject).toBe("Nuovo contributo (Donazione di materiali) da Anna <b>Rossi</b>");
    expect(it.text).toContain("anna@example.org");
    expect(it.text).toContain("Ho due sedie e un tavolo.");
    // 23:30 UTC on New Year's Eve is already 1 January in Rome.
    expect(it.text).toContain("1 gennaio 2027");
    const en = await renderContributionMail({ ...input, locale: "en" });
    expect(en.subject).toBe(it.subject);
    expect(en.text).toContain("Rispondi a questa e-mail");
    expect(en.text).toContain("Ha scritto dal sito in inglese");
    expect(it.text).not.toContain("sito in inglese");
  });

  it("shows what the visitor typed as text, never as markup", async () => {
    const { html } = await renderContributionMail({ ...input, locale: "it" });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<b>Rossi</b>");
  });
});
