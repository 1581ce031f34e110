import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";

/** A labelled choice bound to a Conform field, with its translated errors under it. */
export function SelectField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const { key, "aria-invalid": _invalid, "aria-describedby": _describedBy, ...props } = getSelectProps(field);
  const invalid = Boolean(field.errors?.length);
  // A stored value the list no longer offers (an old category) must be chosen again, not replaced silently.
  const known = options.some((option) => option.value === field.initialValue);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      <select
        key={key}
        {...props}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
        className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger"
      >
        {!known && <option value="">{t("register.card.none")}</option>}
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
