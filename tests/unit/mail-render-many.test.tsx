import { describe, expect, it } from "vitest";
import { renderMany } from "~/domain/mail/render-many.server";
import { renderMail } from "~/domain/mail/templates/account-link";
import { renderTicketMail, TICKET_MAIL_SLOTS, type TicketMailInput } from "~/domain/mail/templates/ticket";

const NOW = new Date("2026-11-29T10:00:00Z");

function ticketInput(firstName: string, overrides: Partial<TicketMailInput> = {}): TicketMailInput {
  return {
    locale: "it",
    firstName,
    eventTitle: "Serata d'autunno",
    when: "sabato 5 dicembre 2026, 21:00",
    code: "ABCD 2345",
    holderName: `${firstName} Rossi`,
    type: "standard",
    state: "unpaid",
    price: "10,00 €",
    purchased: "29 novembre 2026, 11:00",
    link: `https://agora.example/u/ticket/${encodeURIComponent(firstName)}?a=1&b=2`,
    now: NOW,
    ...overrides,
  };
}

/** The template, counting its renders. */
function counted<I>(render: (input: I) => ReturnType<typeof renderTicketMail>) {
  const counter = { renders: 0 };
  const wrapped = (input: I) => {
    counter.renders += 1;
    return render(input);
  };
  return { counter, render: wrapped };
}

describe("a sale's mails rendered once per shape (ADR 074)", () => {
  it("gives every buyer the mail a render of their own would give, in two renders for many alike", async () => {
    const inputs = [
      ticketInput("Anna"),
      ticketInput("Zoë"),
      ticketInput(`Pier "Paolo" D'Amico & <Figli>`),
      ticketInput("Lu", { code: "WXYZ 6789", price: "12,50 €" }),
      ticketInput("Marco", { link: "https://agora.example/u/ticket/x?<script>" }),
    ];
    const { counter, render } = counted(renderTicketMail);
    const mails = await renderMany(inputs, TICKET_MAIL_SLOTS, render);
    expect(counter.renders).toBe(2);
    for (const [index, input] of inputs.entries()) {
      expect(mails[index]).toEqual(await renderTicketMail(input));
    }
    expect(mails[2]?.html).toContain("Pier &quot;Paolo&quot; D&#x27;Amico &amp; &lt;Figli&gt;");
    expect(mails[2]?.text).toContain(`Pier "Paolo" D'Amico & <Figli>`);
  });

  it("renders each language, state and empty slot as a shape of its own, in the inputs' order", async () => {
    const inputs = [
      ticketInput("Anna"),
      ticketInput("Bea", { locale: "en" }),
      ticketInput("Carla", { state: "valid" }),
      ticketInput("Dora", { holderName: "" }),
      ticketInput("Elsa", { locale: "en" }),
    ];
    const { counter, render } = counted(renderTicketMail);
    const mails = await renderMany(inputs, TICKET_MAIL_SLOTS, render);
    // Four shapes: the two English mails share one (two renders), the other three one render each.
    expect(counter.renders).toBe(5);
    for (const [index, input] of inputs.entries()) {
      expect(mails[index]).toEqual(await renderTicketMail(input));
    }
  });

  it("renders one by one a template that changes a slot's text, and the mails are still right", async () => {
    type Input = { name: string; code: string };
    const shouting = ({ name, code }: Input) =>
      renderMail(`Ciao ${name.toUpperCase()}`, <p>{`${name.toUpperCase()} ${code}`}</p>);
    const inputs = [
      { name: "anna", code: "A1" },
      { name: "bea", code: "B2" },
      { name: "carla", code: "C3" },
    ];
    const { counter, render } = counted(shouting);
    const mails = await renderMany(inputs, ["name", "code"], render);
    expect(counter.renders).toBe(4);
    expect(mails.map((mail) => mail.subject)).toEqual(["Ciao ANNA", "Ciao BEA", "Ciao CARLA"]);
    expect(mails[1]?.text).toBe("BEA B2");
  });
});
