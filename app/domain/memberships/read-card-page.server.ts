import type { Db } from "~/db/client.server";
import { hasAccess } from "~/domain/accounts/access";
import { toRomeWallTime } from "~/lib/rome-time";
import { readMembershipCard } from "./card.server";
import { membershipEditDefaults } from "./edit-form";
import { feeInForce } from "./fee-schedule.server";
import { PERSONAL_DATA_ACCESS, viewPersonalData } from "./personal-data-view.server";
import { readAdmissionFee } from "./receipt.server";

type Viewer = { staffId: string; accessLevel: number };

/**
 * A card as staff see it (`/internal/list/{id}`): its facts, log and fee for any staff; its personal
 * data only when management ask for them (`personal`, or `edit`), and each time the card's log
 * records it (ADR 052). Null when there is no such card.
 */
export async function readCardPage(
  db: Db,
  id: string,
  viewer: Viewer,
  asks: { edit: boolean; personal: boolean },
  at: Date,
) {
  const management = hasAccess(viewer.accessLevel, "management");
  const canReveal = hasAccess(viewer.accessLevel, PERSONAL_DATA_ACCESS);
  const editing = management && asks.edit;
  const asked = canReveal && (editing || asks.personal);
  // Read first, so the log shown below already holds this view.
  const personal = asked ? await viewPersonalData(db, id, viewer, at) : null;
  const card = await readMembershipCard(db, id, { accessLevel: viewer.accessLevel, now: at });
  if (!card) return null;
  const fee = await readAdmissionFee(db, id, viewer);
  // A request shows the fee staff take when admitting it (ADR 050).
  const feeDueCents =
    card.state === "requested"
      ? await feeInForce(db, card.membership, toRomeWallTime(at).slice(0, 10))
      : undefined;
  return {
    card,
    personal,
    canReveal,
    fee,
    feeDueCents,
    management,
    editing,
    editDefaults: editing && personal ? membershipEditDefaults({ ...card.membership, ...personal }) : null,
  };
}
