import type { FieldMetadata } from "@conform-to/react";
import { SelectField } from "~/components/register/select-field";
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
  const options = sortedChoices(choices, locale).map((choice) => ({
    value: choice.id,
    label: choice.retired ? t("terms.field.retired", { label: choice[locale] }) : choice[locale],
  }));
  return (
    <SelectField
      field={field}
      label={label}
      options={options}
      hint={t("terms.field.hint")}
      empty={t("terms.field.none")}
    />
  );
}
