import { Dialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { TriggerPlaceholder, useAfterHydration } from "./after-hydration";
import { DialogCloseButton } from "./dialog-close-button";
import { StrokeIcon } from "./stroke-icon";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  triggerClassName?: string;
  triggerTestId: string;
  contentTestId: string;
  children: ReactNode;
};

const iconButton = "inline-flex size-11 items-center justify-center rounded-md hover:bg-bg";

/**
 * A burger button opening a side panel: focus is trapped inside and returns to the button on close,
 * unless a link in it was followed: then the new page's heading takes it (components/layout/route-focus.tsx),
 * not the burger, which the panel's closing animation would otherwise give it back to after the page has changed.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  triggerClassName = "",
  triggerTestId,
  contentTestId,
  children,
}: Props) {
  const { t } = useTranslation();
  const { ready, placeholder, trigger } = useAfterHydration(() => onOpenChange(true));
  const followedLink = useRef(false);
  const triggerProps = { className: `${iconButton} ${triggerClassName}`, "data-testid": triggerTestId };
  const face = (
    <>
      <StrokeIcon d="M4 7h16M4 12h16M4 17h16" />
      <span className="sr-only">{t("nav.openMenu")}</span>
    </>
  );
  if (!ready) {
    return (
      <TriggerPlaceholder popup="dialog" {...placeholder} {...triggerProps}>
        {face}
      </TriggerPlaceholder>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger ref={trigger} {...triggerProps}>
        {face}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            followedLink.current = false;
          }}
          onClickCapture={(event) => {
            if ((event.target as Element).closest("a[href]")) followedLink.current = true;
          }}
          onCloseAutoFocus={(event) => {
            if (followedLink.current) event.preventDefault();
          }}
          data-testid={contentTestId}
          className="menu-sheet fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col gap-4 overflow-y-auto bg-surface p-4 text-fg shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <DialogCloseButton label={t("nav.closeMenu")} />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const sheetItemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-md px-3 text-lg hover:bg-bg ${isActive ? "font-semibold" : ""}`;
