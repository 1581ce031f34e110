import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "./button";

export type DeleteDialogLabels = {
  trigger: string;
  heading: string;
  text: string;
  cancel: string;
  confirm: string;
};

/**
 * Deleting cannot be undone, so it asks first. Radix's AlertDialog traps focus, starts on Cancel
 * and returns focus to the row's button when closed. Confirming posts `fields` to the page's action.
 */
export function DeleteDialog({
  id,
  title,
  labels,
  fields = { id },
}: {
  id: string;
  title: string;
  labels: DeleteDialogLabels;
  /** What confirming posts: the row's `id` unless the page's action needs more (an intent). */
  fields?: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClass("ghost", "text-danger!")}>
        {labels.trigger}
        <span className="sr-only"> {title}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-surface p-6 text-fg shadow-xl">
          <AlertDialog.Title className="text-xl font-bold">{labels.heading}</AlertDialog.Title>
          <AlertDialog.Description>{labels.text}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>{labels.cancel}</AlertDialog.Cancel>
            {/* React Router reads the form during the submit event, so closing right then is safe;
                the list's notice or alert then says what happened. */}
            <Form method="post" onSubmit={() => setOpen(false)}>
              {Object.entries(fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className={buttonClass("primary")}>
                {labels.confirm}
              </button>
            </Form>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
