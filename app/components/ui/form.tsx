import { type DefaultValue, type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ComponentProps } from "react";
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
  return useForm<Shape>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
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
