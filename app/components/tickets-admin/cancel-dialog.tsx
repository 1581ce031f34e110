import type { SubmissionResult } from "@conform-to/react";
import { ReasonDialog, type ReasonDialogLabels } from "~/components/ui/reason-dialog";
import { CANCEL_REASON_MAX, TICKET_ADMIN_FORMS } from "~/domain/tickets/staff-forms";

/** The answer that keeps the dialog open: Stripe did not refund, so staff try again. */
export const RETRY_ERROR = "ticketAdmin.errors.refund-failed";

const keepOpen = (errors: string[]) => errors.includes(RETRY_ERROR);

/** Cancelling or refunding a ticket asks for the reason first; a failed refund keeps the dialog open. */
export function CancelTicketDialog({
  ticketId,
  holderName,
  labels,
  lastResult,
}: {
  ticketId: string;
  holderName: string;
  labels: ReasonDialogLabels;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <ReasonDialog
      intent="cancel"
      schema={TICKET_ADMIN_FORMS.cancel}
      formId={`cancel-${ticketId}`}
      limit={CANCEL_REASON_MAX}
      fields={{ ticketId }}
      subject={holderName}
      labels={labels}
      lastResult={lastResult}
      keepOpen={keepOpen}
    />
  );
}
