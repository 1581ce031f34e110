import { Dialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { TriggerPlaceholder, useAfterHydration } from "~/components/ui/after-hydration";
import { DialogCloseButton } from "~/components/ui/dialog-close-button";
import { useTranslation } from "~/i18n/use-translation";
import type { ConsentChoice } from "~/shell/consent";
import { useConsent } from "~/shell/use-consent";
import { PreferencesForm } from "./preferences-form";

type Props = {
  className?: string;
  children?: ReactNode;
  /** Runs after the choice is stored, e.g. to move focus when the button itself goes away. */
  onDecided?: () => void;
  testId?: string;
};

/**
 * A button that opens the cookie preferences dialog (spec "Cookie preferences"), usable anywhere:
 * footer, mobile menu, banner, cookie policy page. A modal dialog (`aria-modal`, the page behind
 * hidden from assistive technology): Radix traps focus inside, closes on Escape and returns focus
 * to this button.
 */
export function CookiePreferencesButton({ className, children, onDecided, testId }: Props) {
  const { t } = useTranslation();
  const { decide } = useConsent();
  const [open, setOpen] = useState(false);
  const save = (choice: ConsentChoice) => {
    setOpen(false);
    decide(choice);
    onDecided?.();
  };
  const { ready, placeholder, trigger } = useAfterHydration(() => setOpen(true));
  const label = children ?? t("footer.cookiePreferences");
  if (!ready) {
    return (
      <TriggerPlaceholder popup="dialog" {...placeholder} className={className} data-testid={testId}>
        {label}
      </TriggerPlaceholder>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={trigger} className={className} data-testid={testId}>
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-modal="true"
          data-testid="consent-dialog"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-6 text-fg shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t("consent.dialogTitle")}</Dialog.Title>
            <DialogCloseButton label={t("consent.close")} />
          </div>
          <PreferencesForm onDecided={save} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
