/**
 * The payment time to show beside the purchase time: only when the order was paid after the ticket
 * was made (taken at the door later that night). The purchase time itself never changes.
 */
export function paidLater(ticket: { purchasedAt: string; paidAt?: string | null }): string | null {
  if (!ticket.paidAt) return null;
  return new Date(ticket.paidAt).getTime() > new Date(ticket.purchasedAt).getTime() ? ticket.paidAt : null;
}
