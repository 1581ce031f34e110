import type { FieldMetadata } from "@conform-to/react";

type Field = FieldMetadata<string | boolean | undefined>;

/** What every control bound to a Conform field carries: its reset key, id, name and form. */
function common(field: Field) {
  return { key: field.key, id: field.id, name: field.name, form: field.formId };
}

/**
 * The props of a text-like input bound to a Conform field: what `getInputProps` gives this app's
 * forms, read in five property reads instead of about twenty. Each read of a Conform field builds
 * two proxies and copies its subscriptions, which made the four fields of the home page's petition
 * form about 6% of the page's server time. The attributes `getInputProps` would add from schema
 * constraints (`required`, `minLength`…) are left out: no form here gives Conform constraints
 * (`useAppForm` in form.tsx; the Zod schema checks on submit and on the server), so they are always
 * empty. tests/unit/control-props.test.tsx compares both for every kind of field.
 */
export function inputProps(field: Field, type: string) {
  const initial = field.initialValue;
  return { ...common(field), type, defaultValue: typeof initial === "string" ? initial : undefined };
}

/** The props of a checkbox bound to a Conform field, as `getInputProps(field, { type: "checkbox" })`. */
export function checkboxProps(field: Field) {
  return { ...common(field), type: "checkbox", value: "on", defaultChecked: field.initialValue === "on" };
}

/** The props of a textarea bound to a Conform field, as `getTextareaProps(field)`. */
export function textareaProps(field: Field) {
  const initial = field.initialValue;
  return { ...common(field), defaultValue: typeof initial === "string" ? initial : undefined };
}
