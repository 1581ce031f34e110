import type { SubmissionResult } from "@conform-to/react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { TICKET_ADMIN_FORMS } from "~/domain/tickets/staff-forms";

export type CancelDialogLabels = {
  trigger: string;
  title: string;
  text: string;
  reason: string;
  keep: string;
  confirm: string;
};

/** The answers that keep the dialog open: the reason was refused, or Stripe failed (try again). */
export const RETRY_ERROR = "ticketAdmin.errors.refund-failed";

/**
 * Cancelling or refunding a ticket asks for the reason first, in a dialog that keeps focus inside
 * and gives it back to its button. A refused reason, or a refund Stripe did not make, keeps it open
 * with the reason as written and the error next to it; any other answer closes it and the page says
 * what happened.
 */
export function CancelTicketDialog({
  ticketId,
  holderName,
  labels,
  lastResult,
}: {
  ticketId: string;
  holderName: string;
  labels: CancelDialogLabels;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [form, fields] = useAppForm(TICKET_ADMIN_FORMS.cancel, lastResult, `cancel-${ticketId}`);
  const formErrors = lastResult?.error?.[""] ?? undefined;
  useEffect(() => {
    if (lastResult)
      setOpen(Boolean(lastResult.error?.reason?.length) || Boolean(formErrors?.includes(RETRY_ERROR)));
  }, [lastResult, formErrors]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("secondary", "text-danger!")}>
        {labels.trigger}
        <span className="sr-only"> {holderName}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-6 text-fg shadow-xl">
          <Dialog.Title className="text-xl font-bold">{labels.title}</Dialog.Title>
          <Dialog.Description>{labels.text}</Dialog.Description>
          <Form
            method="post"
            id={form.id}
            noValidate
            onSubmit={form.onSubmit}
            className="flex flex-col gap-4"
          >
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="ticketId" value={ticketId} />
            <TextareaField field={fields.reason} label={labels.reason} rows={4} required />
            <FormAlert errors={formErrors} />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass("secondary")}>{labels.keep}</Dialog.Close>
              <SubmitButton name="intent" value="cancel">
                {labels.confirm}
              </SubmitButton>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
