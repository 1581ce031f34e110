import type { ComponentProps } from "react";
import { useTranslation } from "~/i18n/use-translation";

type Props = ComponentProps<"input"> & { label: string; errors?: string[]; hint?: string; id: string };

/** A labelled input whose (translated) errors sit right under it and are announced with it. */
export function TextField({ label, errors, hint, id, className = "", ...input }: Props) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger"
        {...input}
      />
      {invalid && (
        <p id={errorId} className="text-sm text-danger">
          {errors?.map((error) => t(error)).join(" ")}
        </p>
      )}
    </div>
  );
}
