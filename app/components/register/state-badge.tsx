import { type PillIcon, type PillTone, StatePill } from "~/components/ui/state-pill";
import { stateLabel } from "~/domain/memberships/labels";
import type { MembershipState } from "~/domain/memberships/state";
import { useTranslation } from "~/i18n/use-translation";

const LOOK: Record<MembershipState, [PillTone, PillIcon]> = {
  valid: ["good", "check"],
  requested: ["waiting", "clock"],
  expired: ["over", "hourglass"],
  voided: ["stopped", "ban"],
  rejected: ["refused", "cross"],
};

/** A membership's state as staff read it in the register and on the card. */
export function StateBadge({ state }: { state: MembershipState }) {
  const { t } = useTranslation();
  const [tone, icon] = LOOK[state];
  return <StatePill state={state} tone={tone} icon={icon} label={stateLabel(t, state)} />;
}
