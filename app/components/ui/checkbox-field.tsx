import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { checkboxProps } from "./control-props";

type Props = { field: FieldMetadata<string | boolean | undefined>; label: string; children?: ReactNode };

/** A consent-style checkbox bound to a Conform field, with an optional link below and its error. */
export function CheckboxField({ field, label, children }: Props) {
  const { t } = useTranslation();
  const { key, ...input } = checkboxProps(field);
  const invalid = Boolean(field.errors?.length);
  const errorId = `${field.id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          key={key}
          {...input}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-[var(--accent)]"
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {children && <div className="pl-8 text-sm">{children}</div>}
      {invalid && (
        <p id={errorId} className="pl-8 text-sm text-danger">
          {field.errors?.map((error) => t(error)).join(" ")}
        </p>
      )}
    </div>
  );
}
