import { and, count, eq, isNull, sql } from "drizzle-orm";
import { type DbOrTx, isUniqueViolation } from "~/db/client.server";
import { type Staff, staff } from "~/db/schema";
import { z } from "~/lib/zod";
import { ACCESS_LEVEL_NUMBERS } from "./access";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.server";

/** A staff row safe to hand around: everything but the password hash. */
export type StaffAccount = Omit<Staff, "passwordHash">;

export const newStaffSchema = z.object({
  email: z.string().trim().pipe(z.email()),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(200),
  accessLevel: z.literal(ACCESS_LEVEL_NUMBERS),
});
export type NewStaffInput = z.infer<typeof newStaffSchema>;

export class DuplicateEmailError extends Error {
  override name = "DuplicateEmailError";
  constructor(readonly email: string) {
    super(`A staff account with e-mail ${email} already exists.`);
  }
}

/** The columns of a staff account as the use cases answer it (never the password hash). */
export const accountColumns = {
  id: staff.id,
  email: staff.email,
  firstName: staff.firstName,
  lastName: staff.lastName,
  accessLevel: staff.accessLevel,
  createdAt: staff.createdAt,
  disabledAt: staff.disabledAt,
  mustChangePassword: staff.mustChangePassword,
};

/**
 * Creates a staff account; throws DuplicateEmailError when the e-mail is taken in any letter case.
 * `mustChangePassword`: the password was given by someone else, so the member chooses one at
 * sign-in (ADR 059).
 */
export async function createStaff(
  db: DbOrTx,
  input: NewStaffInput,
  { mustChangePassword = false }: { mustChangePassword?: boolean } = {},
): Promise<StaffAccount> {
  const values = newStaffSchema.parse(input);
  const passwordHash = await hashPassword(values.password);
  try {
    const [row] = await db
      .insert(staff)
      .values({ ...values, passwordHash, mustChangePassword })
      .returning(accountColumns);
    if (!row) throw new Error("insert into staff returned no row");
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "staff_email_lower_unique")) throw new DuplicateEmailError(values.email);
    throw error;
  }
}

/** Looks an account up by e-mail regardless of letter case; includes the hash for sign-in. */
export async function findStaffByEmail(db: DbOrTx, email: string): Promise<Staff | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    // lower() on both sides, in SQL, so the lookup agrees with the unique index on lower(email).
    .where(sql`lower(${staff.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

/** A staff account that has not been disabled. */
export async function findLiveStaff(db: DbOrTx, id: string): Promise<Staff | undefined> {
  const [member] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.disabledAt)))
    .limit(1);
  return member;
}

export async function countStaff(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}
