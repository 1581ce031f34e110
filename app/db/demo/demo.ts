import { DEMO_EMAIL_DOMAIN, emailLocalPart } from "./italian";
import type { MembershipState } from "./memberships";

export interface DemoAccount {
  firstName: string;
  lastName: string;
  sex: "F" | "M";
  email: string;
  active: boolean;
  /** The membership this person holds in the demo, if any. */
  membership?: MembershipState;
  foreign?: boolean;
}

function account(first: string, last: string, sex: "F" | "M", rest: Partial<DemoAccount> = {}): DemoAccount {
  return {
    firstName: first,
    lastName: last,
    sex,
    email: `${emailLocalPart(first, last)}@${DEMO_EMAIL_DOMAIN}`,
    active: true,
    ...rest,
  };
}

/** The demo public users; each can sign in with DEMO_PASSWORD. Tests pick people by their state. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account("Giulia", "Rossi", "F", { membership: "valid" }),
  account("Marco", "Bianchi", "M", { membership: "valid" }),
  account("Amina", "Diallo", "F", { membership: "valid", foreign: true }),
  account("Chiara", "Esposito", "F", { membership: "requested" }),
  account("Luca", "Romano", "M", { membership: "expired" }),
  account("Francesca", "Ricci", "F", { membership: "voided" }),
  account("Alessandro", "Colombo", "M"),
  account("Davide", "Greco", "M", { active: false }),
];

/** A member enrolled by staff at the desk, without an online account. */
export const DEMO_OFFLINE_MEMBER = {
  firstName: "Rosa",
  lastName: "Ferrara",
  sex: "F",
  membership: "valid",
} as const;
