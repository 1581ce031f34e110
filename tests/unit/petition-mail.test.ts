import { describe, expect, it } from "vitest";
import { renderPetitionMail } from "~/domain/mail/templates/petition-confirm";

const link = "https://agora.example.org/en/petition/confirm/Zm9vYmFy-_x9";

describe("petition confirmation mail", () => {
  it.each([
    {
      locale: "it",
      subject: "Conferma la tua firma alla petizione di Agorà",
      greeting: "Ciao Léa,",
      validity: "15 minuti",
    },
    {
      locale: "en",
      subject: "Confirm your signature to the Agorà petition",
      greeting: "Hi Léa,",
      validity: "15 minutes",
    },
  ] as const)("$locale: subject, greeting, the link in both parts and its 15-minute validity", async (c) => {
    const mail = await renderPetitionMail({ locale: c.locale, firstName: "Léa", link });
    expect(mail.subject).toBe(c.subject);
    expect(mail.text).toContain(c.greeting);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(c.validity);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`lang="${c.locale}"`);
  });

  it("escapes a name that looks like markup", async () => {
    const mail = await renderPetitionMail({ locale: "it", firstName: "<b>Léa</b>", link });
    expect(mail.html).not.toContain("<b>Léa</b>");
    expect(mail.html).toContain("&lt;b&gt;Léa&lt;/b&gt;");
  });
});
