import { type PillIcon, type PillTone, StatePill } from "~/components/ui/state-pill";
import type { TicketState } from "~/domain/tickets/own.server";
import { useTranslation } from "~/i18n/use-translation";

const LOOK: Record<TicketState, [PillTone, PillIcon]> = {
  valid: ["good", "check"],
  unpaid: ["waiting", "clock"],
  cancelled: ["stopped", "ban"],
  refunded: ["over", "back"],
};

/** A ticket's state as staff read it in the event's ticket list. */
export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation();
  const [tone, icon] = LOOK[state];
  return <StatePill state={state} tone={tone} icon={icon} label={t(`tickets.states.${state}`)} />;
}
