import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {errors.map((error) => t(error)).join(" ")}
    </p>
  );
}

/** A radio group bound to a Conform field: the legend names it, each choice is a large target. */
export function ChoiceField({
  field,
  legend,
  options,
  idPrefix,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Each choice's id is `<idPrefix>-<value>`. */
  idPrefix: string;
}) {
  const invalid = Boolean(field.errors?.length);
  const errorId = `${field.id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2" key={field.key}>
        {options.map((option) => {
          const {
            key,
            "aria-invalid": _invalid,
            "aria-describedby": _describedBy,
            ...input
          } = getInputProps(field, { type: "radio", value: option.value });
          return (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-bg px-3 has-checked:border-accent has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2"
            >
              <input
                {...input}
                id={`${idPrefix}-${option.value}`}
                className="size-4 accent-[var(--accent)]"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A labelled select bound to a Conform field, with its translated error under it. */
export function SelectField({
  field,
  label,
  options,
  className = "",
}: {
  field: FieldMetadata<string | number | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const { key, "aria-describedby": _describedBy, ...select } = getSelectProps(field);
  const invalid = Boolean(field.errors?.length);
  const errorId = `${field.id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      <select
        key={key}
        {...select}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}
