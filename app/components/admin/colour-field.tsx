import type { FieldMetadata } from "@conform-to/react";
import { EVENT_COLOURS } from "~/domain/events/colours";
import { useTranslation } from "~/i18n/use-translation";

/** The §9 colours as a radio group: a swatch for the eye and the colour's name for everyone. */
export function ColourField({ field, legend }: { field: FieldMetadata<string | undefined>; legend: string }) {
  const { t } = useTranslation();
  const invalid = Boolean(field.errors?.length);
  const errorId = `${field.id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5" key={field.key}>
        {EVENT_COLOURS.map((colour) => (
          <label
            key={colour}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-surface px-2 has-checked:border-accent has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2"
          >
            <input
              type="radio"
              name={field.name}
              value={colour}
              defaultChecked={field.initialValue === colour}
              className="size-4 accent-[var(--accent)]"
            />
            <span
              aria-hidden="true"
              className="inline-block size-6 shrink-0 rounded border border-fg/40"
              style={{ backgroundColor: colour }}
            />
            <span className="text-sm">{t(`eventAdmin.colours.${colour}`)}</span>
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
