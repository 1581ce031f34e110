import { z } from "~/lib/zod";

export const SESSION_DAYS = 14;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export const sectionSchema = z.object({ id: z.string().min(1), refToken: z.string().min(1) });
export const cookieSchema = z.object({
  public: sectionSchema.optional(),
  internal: sectionSchema.optional(),
});

/** One signed-in context of the `authrefToken` cookie: whose session it is and its secret token. */
export type AuthSection = z.infer<typeof sectionSchema>;
/** The public and the internal session side by side (app/routing/auth-cookie.server.ts reads it). */
export type AuthCookie = z.infer<typeof cookieSchema>;
export type SessionContext = keyof AuthCookie;
