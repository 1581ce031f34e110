import type { SubmissionResult } from "@conform-to/react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton, useAppForm } from "~/components/ui/form";
import { TextareaField } from "~/components/ui/textarea-field";
import { reasonSchema } from "~/domain/memberships/card-forms";

export type ReasonDialogLabels = {
  trigger: string;
  title: string;
  text: string;
  reason: string;
  cancel: string;
  confirm: string;
};

/**
 * Rejecting a request or voiding a card asks for the reason first, in a dialog that keeps focus
 * inside and gives it back to its button. A refused reason keeps it open with the error next to the
 * field; any other answer closes it and the page shows the outcome.
 */
export function ReasonDialog({
  intent,
  labels,
  lastResult,
}: {
  intent: "reject" | "void";
  labels: ReasonDialogLabels;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [form, fields] = useAppForm(reasonSchema, lastResult, `${intent}-form`);
  // An answer closes the dialog unless the reason itself was refused; the page says the rest.
  useEffect(() => {
    if (lastResult) setOpen(Boolean(lastResult.error?.reason?.length));
  }, [lastResult]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("secondary", "text-danger!")}>{labels.trigger}</Dialog.Trigger>
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
            <input type="hidden" name="intent" value={intent} />
            <TextareaField field={fields.reason} label={labels.reason} rows={4} required />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass("secondary")}>{labels.cancel}</Dialog.Close>
              <SubmitButton>{labels.confirm}</SubmitButton>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
