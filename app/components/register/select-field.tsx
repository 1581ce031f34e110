import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A labelled choice bound to a Conform field, with an optional hint and its translated errors under
 * it. With `empty`, an empty choice of that name comes first; without it, one appears only when the
 * stored value is not on the list.
 */
export function SelectField({
  field,
  label,
  options,
  hint,
  empty,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  empty?: string;
}) {
  const { t } = useTranslation();
  const { key, "aria-invalid": _invalid, "aria-describedby": _describedBy, ...props } = getSelectProps(field);
  const invalid = Boolean(field.errors?.length);
  // A stored value the list no longer offers (an old category) must be chosen again, not replaced silently.
  const known = options.some((option) => option.value === field.initialValue);
  const hintId = `${field.id}-hint`;
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
      <select
        key={key}
        {...props}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger"
      >
        {(empty !== undefined || !known) && <option value="">{empty ?? t("register.card.none")}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <p id={field.errorId} className="text-sm text-danger">
          {field.errors?.map((error) => t(error as "forms.required")).join(" ")}
        </p>
      )}
    </div>
  );
}
