import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type DbOrTx, isUniqueViolation } from "~/db/client.server";
import { type User, users } from "~/db/schema";
import { EmptyResultError } from "~/domain/errors";
import { hashPassword, verifyPassword } from "./password.server";

/** The live (not deleted) account with this e-mail, in any letter case. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The newest live accounts first, at most `limit` of them. */
export function listRecentUsers(db: DbOrTx, limit: number): Promise<User[]> {
  return db.select().from(users).where(isNull(users.deletedAt)).orderBy(desc(users.createdAt)).limit(limit);
}

export type NewUserInput = { email: string; password: string; firstName: string; lastName: string };

/** The e-mail is already registered (the specification's E11000). Thrown so the surrounding transaction rolls back. */
export class EmailTakenError extends Error {
  override name = "EmailTakenError";
}

/** Inserts an inactive account; throws EmailTakenError when the e-mail is already registered. */
export async function insertInactiveUser(tx: DbOrTx, input: NewUserInput, now: Date): Promise<User> {
  if (await findUserByEmail(tx, input.email)) throw new EmailTakenError();
  try {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        active: false,
        privacyConsentAt: now,
      })
      .returning();
    if (!row) throw new EmptyResultError("insert into users returned no row");
    return row;
  } catch (error) {
    // Two registrations with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

let dummyHash: Promise<string> | undefined;

/** The account owning these credentials (active or not), or null; unknown e-mails cost the same time. */
export async function authenticateUser(db: DbOrTx, email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}
