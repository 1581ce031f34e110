import type { Staff, User } from "~/db/schema";
import type { PublicUserJson, StaffUserJson } from "./contract";

/** What the API knows of a request: the client address for the limits and the browser for sessions. */
export type RequestMeta = { ip: string; userAgent?: string | null };

export function publicUserJson(user: User): PublicUserJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
  };
}

export function staffUserJson(member: Pick<Staff, keyof StaffUserJson>): StaffUserJson {
  const { id, email, firstName, lastName, accessLevel, mustChangePassword } = member;
  return { id, email, firstName, lastName, accessLevel, mustChangePassword };
}

/**
 * Why a chosen password was refused (POST /auth/password, chooseMembroPassword), as field errors
 * with the messages of /internal/password and /u/manage.
 */
export function passwordFieldErrors(code: "wrong-password" | "same-password"): Record<string, string[]> {
  return code === "wrong-password"
    ? { currentPassword: ["account.wrongCurrentPassword"] }
    : { password: ["staffPassword.samePassword"] };
}
