import { findLiveStaff } from "~/domain/accounts/staff.server";
import { lookUpUsers } from "~/domain/accounts/user-lookup.server";
import { findUserById } from "~/domain/accounts/users.server";
import { publicUserJson, staffUserJson } from "../auth.server";
import type { PublicUserJson, StaffUserJson } from "../contract";
import type { GraphQLContext } from "./context.server";
import { apiError, tooManyRequests } from "./errors.server";

type NoArgs = Record<string, never>;
/** PublicUtente as GraphQL returns it: the names and state are null for anonymous look-ups. */
type PublicUtente = Pick<PublicUserJson, "id" | "email"> & {
  firstName: string | null;
  lastName: string | null;
  active: boolean | null;
};

export const queryResolvers = {
  /** Spec §4: "asks the server who the token belongs to"; null without a staff token. */
  async authenticatedMembro(_: unknown, _args: NoArgs, ctx: GraphQLContext): Promise<StaffUserJson | null> {
    const caller = await ctx.caller();
    if (caller?.ctx !== "internal") return null;
    const member = await findLiveStaff(ctx.db, caller.staffId);
    return member ? staffUserJson(member) : null;
  },

  async authenticatedPublicUtente(
    _: unknown,
    _args: NoArgs,
    ctx: GraphQLContext,
  ): Promise<PublicUserJson | null> {
    const caller = await ctx.caller();
    if (caller?.ctx !== "public") return null;
    const user = await findUserById(ctx.db, caller.userId);
    return user ? publicUserJson(user) : null;
  },

  async allPublicUtenti(
    _: unknown,
    args: { where?: { email?: string | null } | null },
    ctx: GraphQLContext,
  ): Promise<PublicUtente[]> {
    const caller = await ctx.caller();
    const staff = caller?.ctx === "internal";
    const result = await lookUpUsers(ctx.db, args.where?.email, { staff, ip: ctx.meta.ip });
    if (!result.ok) {
      throw result.code === "FORBIDDEN" ? apiError("FORBIDDEN") : tooManyRequests(result.retryAfterSeconds);
    }
    return result.users.map((user) =>
      staff
        ? publicUserJson(user)
        : { id: user.id, email: user.email, firstName: null, lastName: null, active: null },
    );
  },
};
