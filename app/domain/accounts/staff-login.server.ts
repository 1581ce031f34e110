import type { Db } from "~/db/client.server";
import { hashPassword, verifyPassword } from "./password.server";
import { findStaffByEmail } from "./staff.server";

let dummyHash: Promise<string> | undefined;

/**
 * The staff member owning these credentials, or null. An unknown e-mail still costs one password
 * check, so response times do not reveal which addresses have accounts.
 */
export async function authenticateStaff(db: Db, email: string, password: string) {
  const member = await findStaffByEmail(db, email);
  if (!member || member.disabledAt) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, member.passwordHash)) ? member : null;
}
