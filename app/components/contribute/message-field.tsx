import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { MAX_MESSAGE } from "~/domain/contributions/schema";

/** A labelled textarea with its hint and translated errors, wired like TextField. */
export function MessageField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation();
  const {
    key,
    "aria-invalid": _invalid,
    "aria-describedby": _describedBy,
    ...props
  } = getTextareaProps(field);
  const invalid = Boolean(field.errors?.length);
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {t("contribute.message")}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {t("contribute.messageHint")}
      </p>
      <textarea
        key={key}
        {...props}
        rows={7}
        maxLength={MAX_MESSAGE}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        className="rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger"
      />
      {invalid && (
        <p id={errorId} className="text-sm text-danger">
          {field.errors?.map((error) => t(error)).join(" ")}
        </p>
      )}
    </div>
  );
}
