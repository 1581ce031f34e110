import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { CONTRIBUTION_KINDS } from "~/domain/contributions/schema";
import { useTranslation } from "~/i18n/use-translation";

/** The kind of contribution as a radio group: four short choices read better than a drop-down. */
export function KindField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation();
  const invalid = Boolean(field.errors?.length);
  const errorId = `${field.id}-error`;
  const options = getCollectionProps(field, { type: "radio", options: [...CONTRIBUTION_KINDS] });
  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 font-medium">{t("contribute.kind")}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map(({ key, ...input }) => (
          <label
            key={key}
            htmlFor={input.id}
            className="flex min-h-11 items-center gap-3 rounded-md border border-border bg-surface px-3 has-checked:border-accent"
          >
            <input {...input} className="size-5 shrink-0 accent-[var(--accent)]" />
            {t(`contribute.kinds.${input.value as (typeof CONTRIBUTION_KINDS)[number]}`)}
          </label>
        ))}
      </div>
      {invalid && (
        <p id={errorId} className="text-sm text-danger">
          {field.errors?.map((error) => t(error)).join(" ")}
        </p>
      )}
    </fieldset>
  );
}
