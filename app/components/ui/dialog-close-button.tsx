import { Dialog } from "radix-ui";
import { StrokeIcon } from "~/components/ui/stroke-icon";

/** The × that closes a Radix dialog or sheet, 44px square, with its name for screen readers. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-bg">
      <StrokeIcon d="M6 6l12 12M18 6L6 18" />
      <span className="sr-only">{label}</span>
    </Dialog.Close>
  );
}
