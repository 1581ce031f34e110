import { type DefaultValue, type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ComponentProps, useEffect } from "react";
import type { z } from "~/lib/zod";
import { inputProps } from "./control-props";
import { TextField } from "./text-field";

/** The form parts without Conform, here too so a form imports everything from one module. */
export { FormAlert, Notice, SubmitButton } from "./form-status";

/**
 * Conform with the project's rules: validate when the user submits, then again as they fix a field
 * (validating on blur moves the submit button under the pointer), with the same schema as the server.
 */
export function useAppForm<Shape extends Record<string, unknown>>(
  schema: z.ZodType<Shape>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  id?: string,
  defaultValue?: DefaultValue<Shape>,
) {
  const form = useForm<Shape>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const formId = form[0].id;
  useEffect(() => announceEarlyInput(formId), [formId]);
  return form;
}

/**
 * What was typed, ticked or chosen before the page's scripts ran (ADR 071 lets a visitor start
 * early) is in the fields, but Conform learns a form's values from input events only: whatever
 * the form shows from those values (a note of the English texts still missing, a field shown for
 * one choice) would follow the server's defaults. One input event from the first changed field
 * makes Conform read the whole form, as it does when the visitor types.
 */
function announceEarlyInput(formId: string) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  Array.from(form.elements)
    .find(changedSinceServer)
    ?.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Whether a field no longer holds what the server's HTML gave it. */
function changedSinceServer(element: Element): boolean {
  if (element instanceof HTMLInputElement) {
    if (element.type === "checkbox" || element.type === "radio")
      return element.checked !== element.defaultChecked;
    return element.type !== "file" && element.value !== element.defaultValue;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
  if (element instanceof HTMLSelectElement) {
    const options = Array.from(element.options);
    if (element.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single choice without a `selected` option starts on its first option.
    const initial = options.findLast((option) => option.defaultSelected) ?? options[0];
    return initial !== undefined && !initial.selected;
  }
  return false;
}

type FieldProps = Omit<ComponentProps<"input">, "id" | "name" | "type" | "defaultValue"> & {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password" | "url" | "datetime-local" | "date";
  hint?: string;
};

/** A labelled input bound to a Conform field, with its translated errors under it. */
export function Field({ field, label, type, hint, ...rest }: FieldProps) {
  // TextField wires aria-invalid and aria-describedby itself (errors and hint).
  const { key, ...props } = inputProps(field, type);
  return (
    <TextField key={key} label={label} hint={hint} errors={field.errors} {...props} {...rest} id={field.id} />
  );
}
