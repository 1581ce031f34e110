import { ProfilePage } from "~/components/account/profile-page";
import { readProfile } from "~/domain/accounts/read-profile.server";
import { now } from "~/domain/clock.server";
import { localeFromPath } from "~/i18n/locale";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import { viewer } from "~/routing/viewer.server";
import type { Route } from "./+types/profile";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { user } = viewer(context);
  const none = { upcoming: [], past: [] };
  if (!user)
    return {
      firstName: null,
      memberships: [],
      membershipStep: "request" as const,
      tickets: none,
      announcements: [],
      deleted: url.searchParams.has("deleted"),
    };
  const profile = await readProfile(database(context), user.id, localeFromPath(url.pathname), now());
  return { firstName: user.firstName, ...profile, deleted: false };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "u");
