import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Removing cannot be undone, so it asks first. Radix's AlertDialog traps focus, starts on Cancel
 * and returns focus to the row's button when closed without removing.
 */
export function RemoveAnnouncementDialog({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClass("ghost", "text-danger!")}>
        {t("home.announcements.remove")}
        <span className="sr-only"> {text}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-surface p-6 text-fg shadow-xl">
          <AlertDialog.Title className="text-xl font-bold">
            {t("home.announcements.confirmTitle")}
          </AlertDialog.Title>
          <AlertDialog.Description className="break-words">
            {t("home.announcements.confirmText", { text })}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>
              {t("home.announcements.keep")}
            </AlertDialog.Cancel>
            {/* React Router reads the form during the submit event, so closing right then is safe. */}
            <Form method="post" onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value="announcement-remove" />
              <input type="hidden" name="id" value={id} />
              <button type="submit" className={buttonClass("primary")}>
                {t("home.announcements.confirmRemove")}
              </button>
            </Form>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
