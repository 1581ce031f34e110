import { escapeHtml } from "~/lib/escape-html";
import { log } from "~/logger.server";
import type { RenderedMail } from "./templates/account-link";

/** The fields of an input that hold text: the only ones that can be slots. */
type TextKey<I> = { [K in keyof I]: I[K] extends string ? K : never }[keyof I];

/** A slot's marker: private-use characters, which no template changes and no person types. */
const marker = (index: number) => `\uE000${index}\uE001`;

/** Replaces every marker of `rendered` by its slot's value, as that part of the mail writes it. */
function fill(rendered: RenderedMail, values: readonly string[]): RenderedMail {
  const put = (text: string, write: (value: string) => string) =>
    text.replace(/\uE000(\d+)\uE001/g, (_, index: string) => write(values[Number(index)] ?? ""));
  return {
    subject: put(rendered.subject, (value) => value),
    html: put(rendered.html, escapeHtml),
    text: put(rendered.text, (value) => value),
  };
}

const sameMail = (a: RenderedMail, b: RenderedMail) =>
  a.subject === b.subject && a.html === b.html && a.text === b.text;

/**
 * The mails of one template for many inputs, e.g. a rush's hundred tickets (ADR 074). React Email
 * takes several milliseconds a mail, and a sale renders its buyers' mails inside its transaction.
 * Inputs alike but for the text of their `slots` (a name, a code, a link) share one render made
 * with a marker in each slot; each mail is that render with its own text put in (escaped in the
 * HTML as React escapes it).
 *
 * The template must print a slot's value as given: never test it, cut it or change its case. An
 * empty slot is part of the shape (a template may leave out an empty line). The first mail of each
 * shape is also rendered directly and compared: if the two differ, the template changed a slot, and
 * every mail of that shape is rendered on its own (logged, so the template gets fixed). Mails come
 * back in the order of the inputs.
 */
export async function renderMany<I extends object>(
  inputs: readonly I[],
  slots: readonly TextKey<I>[],
  render: (input: I) => Promise<RenderedMail>,
): Promise<RenderedMail[]> {
  const valuesOf = (input: I) => slots.map((slot) => input[slot] as string);
  const shapes = new Map<string, number[]>();
  inputs.forEach((input, index) => {
    const rest = Object.entries(input).filter(([key]) => !slots.includes(key as TextKey<I>));
    const key = JSON.stringify([rest, valuesOf(input).map((value) => value === "")]);
    const members = shapes.get(key);
    if (members) members.push(index);
    else shapes.set(key, [index]);
  });
  const mails: RenderedMail[] = new Array(inputs.length);
  for (const members of shapes.values()) {
    const first = inputs[members[0] as number] as I;
    if (members.length === 1) {
      mails[members[0] as number] = await render(first);
      continue;
    }
    const marked = { ...first };
    slots.forEach((slot, index) => {
      if ((first[slot] as string) !== "") (marked[slot] as string) = marker(index);
    });
    const [shape, direct] = await Promise.all([render(marked), render(first)]);
    // A marker the template changed is left over in the filled-in copy, or missing: either way the
    // copy differs from the direct render.
    if (!sameMail(fill(shape, valuesOf(first)), direct)) {
      log().warn({ slots }, "mail: a template changes a slot's text; its mails are rendered one by one");
      mails[members[0] as number] = direct;
      for (const index of members.slice(1)) mails[index] = await render(inputs[index] as I);
      continue;
    }
    for (const index of members) mails[index] = fill(shape, valuesOf(inputs[index] as I));
  }
  return mails;
}
