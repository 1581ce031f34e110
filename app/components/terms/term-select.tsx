import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { sortedChoices, type TermChoice } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The choice of an event's type or a news item's category from the managed list (ADR 058), in the
 * page's language; a retired term appears only on an item that already has it, marked as such.
 */
export function TermSelectField({
  field,
  label,
  choices,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  choices: readonly TermChoice[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { key, "aria-invalid": _invalid, "aria-describedby": _describedBy, ...props } = getSelectProps(field);
  const invalid = Boolean(field.errors?.length);
  const hintId = `${field.id}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {t("terms.field.hint")}
      </p>
      <select
        key={key}
        {...props}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${field.errorId}` : hintId}
        className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger"
      >
        <option value="">{t("terms.field.none")}</option>
        {sortedChoices(choices, locale).map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.retired ? t("terms.field.retired", { label: choice[locale] }) : choice[locale]}
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
