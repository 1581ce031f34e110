import { Dialog } from "radix-ui";

/** The × that closes a Radix dialog or sheet, 44px square, with its name for screen readers. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-bg">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </Dialog.Close>
  );
}
