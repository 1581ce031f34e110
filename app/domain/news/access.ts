/**
 * Who may read what of a news item. Staff see every item; visitors see public items once their
 * publication date has come. A members-only item's body is for signed-in users holding a valid
 * membership (and staff); everyone else reads the summary as a teaser.
 */
export type NewsVisibility = { isPublic: boolean; publishedAt: Date; membersOnly: boolean };

export type NewsReader = { staff: boolean; signedIn: boolean; member: boolean };

/** "full" shows the body; "sign-in" asks an anonymous visitor to sign in; "membership" asks for a card. */
export type BodyAccess = "full" | "sign-in" | "membership";

export function isVisibleTo(item: NewsVisibility, staff: boolean, now: Date): boolean {
  return staff || (item.isPublic && item.publishedAt <= now);
}

export function bodyAccess(item: Pick<NewsVisibility, "membersOnly">, reader: NewsReader): BodyAccess {
  if (!item.membersOnly || reader.staff || reader.member) return "full";
  return reader.signedIn ? "membership" : "sign-in";
}
