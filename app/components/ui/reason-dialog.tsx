import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { REASON_MAX, reasonSchema } from "~/domain/memberships/card-forms";
import type { z } from "~/lib/zod";

export type ReasonDialogLabels = {
  trigger: string;
  title: string;
  text: string;
  reason: string;
  cancel: string;
  confirm: string;
};

/**
 * An action that needs a reason first (reject a request, void a card, cancel a ticket), in a dialog
 * that keeps focus inside and gives it back to its button. A refused reason, or an answer
 * `keepOpen` names (a failure worth retrying), keeps it open with the reason as written and the
 * error next to it; any other answer closes it and the page says what happened.
 */
export function ReasonDialog<Shape extends { reason: string }>({
  intent,
  labels,
  lastResult,
  schema = reasonSchema as unknown as z.ZodType<Shape>,
  formId = `${intent}-form`,
  limit = REASON_MAX,
  fields = {},
  subject,
  keepOpen,
}: {
  intent: string;
  labels: ReasonDialogLabels;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The form's schema; the membership reason by default. */
  schema?: z.ZodType<Shape>;
  formId?: string;
  /** The reason's maximum length in the schema: the membership reason's by default. */
  limit?: number;
  /** Hidden fields the action needs besides the reason (the row's id). */
  fields?: Record<string, string>;
  /** Who or what the action is about, read after the trigger's label by screen readers. */
  subject?: string;
  /** Form errors that keep the dialog open. */
  keepOpen?: (formErrors: string[]) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const [form, formFields] = useAppForm(schema, lastResult, formId);
  const formErrors = lastResult?.error?.[""] ?? undefined;
  useEffect(() => {
    if (lastResult)
      setOpen(Boolean(lastResult.error?.reason?.length) || Boolean(formErrors && keepOpen?.(formErrors)));
  }, [lastResult, formErrors, keepOpen]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("secondary", "text-danger!")}>
        {labels.trigger}
        {subject && <span className="sr-only"> {subject}</span>}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-modal="true"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-6 text-fg shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">{labels.title}</Dialog.Title>
          <Dialog.Description>{labels.text}</Dialog.Description>
          <Form
            method="post"
            id={form.id}
            noValidate
            onSubmit={form.onSubmit}
            className="flex flex-col gap-4"
          >
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <TextareaField
              field={formFields.reason as FieldMetadata<string | undefined>}
              label={labels.reason}
              limit={limit}
              rows={4}
              required
            />
            {keepOpen && <FormAlert errors={formErrors} />}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass("secondary")}>{labels.cancel}</Dialog.Close>
              <SubmitButton name="intent" value={intent}>
                {labels.confirm}
              </SubmitButton>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
