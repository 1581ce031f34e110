import type { FieldMetadata } from "@conform-to/react";
import { type ChangeEvent, type ComponentProps, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { textareaProps } from "./control-props";

type Props = Omit<ComponentProps<"textarea">, "id" | "name" | "defaultValue" | "maxLength"> & {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  /** The schema's maximum length: shown with a live counter and an error past it, never cut. */
  limit?: number;
};

/** From this share of the limit on, screen readers hear how many characters are left. */
const NEAR_LIMIT = 0.9;
const TOO_LONG = /toolong$/i;

/**
 * A labelled textarea bound to a Conform field: hint above, translated errors below, both announced.
 * With a `limit` it shows "used / limit" and says at once when the text is too long, instead of a
 * `maxlength` that silently cuts a paste; the schema refuses the same text on the server.
 */
export function TextareaField({
  field,
  label,
  hint,
  limit,
  rows = 6,
  className = "",
  onChange,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const { key, ...props } = textareaProps(field);
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(() => String(props.defaultValue ?? "").length);
  // A reset, a restored form or a new default value changes the text without an input event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key marks Conform's resets
  useEffect(() => setLength(ref.current?.value.length ?? 0), [key]);
  const over = limit !== undefined && length > limit ? length - limit : 0;
  const near = limit !== undefined && length >= limit * NEAR_LIMIT;
  const errors = (field.errors ?? []).filter((error) => !(over && TOO_LONG.test(error)));
  const hintId = `${field.id}-hint`;
  const limitId = `${field.id}-limit`;
  const overId = `${field.id}-over`;
  const invalid = errors.length > 0 || over > 0;
  const describedBy = [
    hint ? hintId : null,
    limit !== undefined ? limitId : null,
    over ? overId : null,
    errors.length ? field.errorId : null,
  ]
    .filter(Boolean)
    .join(" ");
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.currentTarget.value.length);
    onChange?.(event);
  };
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
        ref={ref}
        {...props}
        {...rest}
        onChange={handleChange}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger ${className}`}
      />
      {(invalid || limit !== undefined) && (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
          <div className="flex flex-col gap-1">
            {over > 0 && (
              <p id={overId} className="text-danger" data-testid="over-limit">
                {t("forms.overLimit", { count: over })}
              </p>
            )}
            {errors.length > 0 && (
              <p id={field.errorId} className="text-danger">
                {errors.map((error) => t(error)).join(" ")}
              </p>
            )}
          </div>
          {limit !== undefined && (
            <p className={`ms-auto tabular-nums ${over ? "font-semibold text-danger" : "text-muted"}`}>
              <span aria-hidden="true" data-testid="char-counter">
                {t("forms.counter", { used: length, max: limit })}
              </span>
              <span id={limitId} className="sr-only">
                {t("forms.limit", { max: limit })}
              </span>
            </p>
          )}
        </div>
      )}
      {limit !== undefined && (
        <p aria-live="polite" className="sr-only">
          {over
            ? t("forms.overLimit", { count: over })
            : near
              ? t("forms.charsLeft", { count: limit - length })
              : ""}
        </p>
      )}
    </div>
  );
}
