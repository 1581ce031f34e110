import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";

type Props = Omit<ComponentProps<"textarea">, "id" | "name" | "defaultValue"> & {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
};

/** A labelled textarea bound to a Conform field: hint above, translated errors below, both announced. */
export function TextareaField({ field, label, hint, rows = 6, className = "", ...rest }: Props) {
  const { t } = useTranslation();
  const {
    key,
    "aria-invalid": _invalid,
    "aria-describedby": _describedBy,
    ...props
  } = getTextareaProps(field);
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <textarea
        key={key}
        {...props}
        {...rest}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger ${className}`}
      />
      {invalid && (
        <p id={field.errorId} className="text-sm text-danger">
          {field.errors?.map((error) => t(error)).join(" ")}
        </p>
      )}
    </div>
  );
}
