import { describe, expect, it } from "vitest";
import { renderAccountMail } from "~/domain/mail/templates/account-link";
import { renderTicketCancelledMail } from "~/domain/mail/templates/ticket-cancelled";

const link = "https://agora.example.org/u/confirm/Zm9vYmFy-_x9";
const now = new Date("2031-06-15T10:00:00Z");

const cases = [
  {
    locale: "it",
    kind: "activation",
    subject: "Attiva il tuo account Agorà",
    greeting: "Ciao Léa,",
    validity: "Il link è valido per 15 minuti.",
    ignore: "ignora questa e-mail",
  },
  {
    locale: "en",
    kind: "activation",
    subject: "Activate your Agorà account",
    greeting: "Hi Léa,",
    validity: "The link is valid for 15 minutes.",
    ignore: "ignore this e-mail",
  },
  {
    locale: "it",
    kind: "recovery",
    subject: "Reimposta la password di Agorà",
    greeting: "Ciao Léa,",
    validity: "Il link è valido per 15 minuti.",
    ignore: "Se non l'hai chiesto tu, ignora questa e-mail",
  },
  {
    locale: "en",
    kind: "recovery",
    subject: "Reset your Agorà password",
    greeting: "Hi Léa,",
    validity: "The link is valid for 15 minutes.",
    ignore: "If you did not ask for this, ignore this e-mail",
  },
] as const;

describe("account mails", () => {
  it.each(cases)(
    "$kind in $locale greets by name and carries the link, its validity and the year",
    async (c) => {
      const mail = await renderAccountMail(c.kind, { locale: c.locale, firstName: "Léa", link, now });
      expect(mail.subject).toBe(c.subject);
      expect(mail.html).toMatch(new RegExp(`<html[^>]*\\blang="${c.locale}"`));
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(c.greeting);
        expect(part).toContain(c.validity);
        expect(part).toContain("2031 Associazione Agorà APS");
      }
      // Once as the button, once as the address to copy.
      expect(mail.html.match(new RegExp(`href="${link}"`, "g"))).toHaveLength(2);
      expect(mail.html).toContain(`>${link}</a>`);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(c.ignore);
    },
  );

  it("shows the year of Rome on New Year's night", async () => {
    const mail = await renderAccountMail("activation", {
      locale: "it",
      firstName: "Léa",
      link,
      now: new Date("2030-12-31T23:30:00Z"),
    });
    expect(mail.text).toContain("© 2031 Associazione Agorà APS");
  });

  it("escapes a name that looks like markup", async () => {
    const mail = await renderAccountMail("recovery", {
      locale: "en",
      firstName: '<img src=x onerror="alert(1)">',
      link,
      now,
    });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("Hi &lt;img src=x");
  });
});

describe("the mail of a ticket staff cancelled or refunded", () => {
  const input = {
    firstName: "Léa",
    eventTitle: "Jazz sotto il portico",
    when: "sabato 5 dicembre 2026 alle ore 21:00",
    orderId: "3f2b1c9e-0000-4000-8000-000000000001",
    holderName: "Léa Rossi",
    reason: "Concerto annullato:\nl'artista è malato <b>davvero</b>",
    amount: "18,00 €",
    cash: null,
    link: "https://agora.example.org/u",
    refundsLink: "https://agora.example.org/refunds",
    now,
  };

  it("says the reason as written and, when refunded, that the card gets the money in 5–10 working days", async () => {
    const refunded = await renderTicketCancelledMail({ ...input, locale: "en", kind: "refunded" });
    expect(refunded.subject).toBe("Your ticket for Jazz sotto il portico has been refunded");
    expect(refunded.text).toContain("l'artista è malato <b>davvero</b>");
    expect(refunded.html).toContain("&lt;b&gt;davvero&lt;/b&gt;");
    expect(refunded.text).toContain("The refund of 18,00 € goes back to the card you paid with");
    expect(refunded.text).toContain("5–10 working days");
    expect(refunded.text).toContain("https://agora.example.org/refunds");

    const cancelled = await renderTicketCancelledMail({ ...input, locale: "it", kind: "cancelled" });
    expect(cancelled.subject).toBe("Il tuo biglietto per Jazz sotto il portico è stato annullato");
    expect(cancelled.text).toContain("Ciao Léa,");
    expect(cancelled.text).not.toContain("5–10");
    expect(cancelled.text).not.toContain("contanti");

    const cash = await renderTicketCancelledMail({
      ...input,
      locale: "it",
      kind: "cancelled",
      cash: "12,00 €",
    });
    expect(cash.text).toContain("Avevi pagato 12,00 € in contanti all'ingresso");
  });

  it("marks an Italian title in an English mail as Italian, and nothing else (ADR 057)", async () => {
    const english = await renderTicketCancelledMail({
      ...input,
      locale: "en",
      kind: "cancelled",
      eventTitleLang: "it",
    });
    expect(english.html).toContain('<span lang="it">Jazz sotto il portico</span>');
    expect(english.text).toContain("Jazz sotto il portico");
    const translated = await renderTicketCancelledMail({
      ...input,
      eventTitle: "Jazz under the portico",
      locale: "en",
      kind: "cancelled",
      eventTitleLang: "en",
    });
    expect(translated.html).toContain("Jazz under the portico");
    expect(translated.html).not.toContain('<span lang="');
    const italian = await renderTicketCancelledMail({
      ...input,
      locale: "it",
      kind: "cancelled",
      eventTitleLang: "it",
    });
    expect(italian.html).not.toContain('<span lang="');
  });
});
