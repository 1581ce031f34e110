import { getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkboxProps, inputProps, textareaProps } from "~/components/ui/control-props";
import { useAppForm } from "~/components/ui/form";
import { z } from "~/lib/zod";

const schema = z.object({
  name: z.string().min(2),
  email: z.email(),
  note: z.string().max(10).optional(),
  privacy: z.literal("on"),
});

type Shape = z.infer<typeof schema>;

type Seen = { conform: Record<string, object>; ours: Record<string, object> };

function Probe({
  lastResult,
  defaultValue,
  seen,
}: {
  lastResult: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Shape>;
  seen: Partial<Seen>;
}) {
  const [, fields] = useAppForm(schema, lastResult, "probe", defaultValue);
  const {
    "aria-invalid": _i,
    "aria-describedby": _d,
    ...conformText
  } = getInputProps(fields.name, {
    type: "text",
  });
  const {
    "aria-invalid": _ei,
    "aria-describedby": _ed,
    ...conformEmail
  } = getInputProps(fields.email, {
    type: "email",
  });
  const { "aria-invalid": _ti, "aria-describedby": _td, ...conformNote } = getTextareaProps(fields.note);
  const {
    "aria-invalid": _ci,
    "aria-describedby": _cd,
    ...conformBox
  } = getInputProps(fields.privacy, {
    type: "checkbox",
  });
  seen.conform = { text: conformText, email: conformEmail, note: conformNote, box: conformBox };
  seen.ours = {
    text: inputProps(fields.name, "text"),
    email: inputProps(fields.email, "email"),
    note: textareaProps(fields.note),
    box: checkboxProps(fields.privacy),
  };
  return null;
}

/** What Conform's helpers and ours give for each field of one rendered form. */
function propsOf(lastResult: SubmissionResult<string[]> | null, defaultValue?: Partial<Shape>): Seen {
  const seen: Partial<Seen> = {};
  renderToString(<Probe lastResult={lastResult} defaultValue={defaultValue} seen={seen} />);
  return seen as Seen;
}

/** The keys with a value: Conform leaves out the empty ones, ours keeps them as undefined. */
function defined(props: object) {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
}

/** Every control's props as Conform would give them. */
function expectConformProps({ conform, ours }: Seen) {
  for (const name of ["text", "email", "note", "box"]) {
    expect(defined(ours[name] ?? {}), name).toEqual(defined(conform[name] ?? {}));
  }
}

describe("the props of controls bound to a form's fields", () => {
  it("are Conform's for an empty form", () => {
    const { conform, ours } = propsOf(null);
    expectConformProps({ conform, ours });
    expect(ours.box).toMatchObject({ type: "checkbox", value: "on", defaultChecked: false });
  });

  it("are Conform's for a form given back by the server with values and errors", () => {
    const lastResult: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { name: "A", email: "a@example.test", note: "ciao", privacy: "on" },
      error: { name: ["forms.tooShort"] },
    };
    const { conform, ours } = propsOf(lastResult);
    expectConformProps({ conform, ours });
    expect(ours.text).toMatchObject({ id: "probe-name", name: "name", defaultValue: "A" });
    expect(ours.box).toMatchObject({ defaultChecked: true });
  });

  it("are Conform's for a form with default values", () => {
    const { conform, ours } = propsOf(null, { name: "Lucia", note: "nota" });
    expectConformProps({ conform, ours });
    expect(ours.note).toMatchObject({ defaultValue: "nota" });
  });
});
