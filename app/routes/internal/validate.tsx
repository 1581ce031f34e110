import { DoorScreen } from "~/components/door/door-screen";
import { actionOrUnreachable, keepLastData, revalidateUnlessScan } from "~/components/door/reach";
import { now } from "~/domain/clock.server";
import { todaysDoorLog } from "~/domain/door/door-log.server";
import { staffName } from "~/domain/door/staff-name";
import { database } from "~/routing/database.server";
import { cardDoorAction } from "~/routing/door-screen.server";
import { actionHeaders } from "~/routing/form-result.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/validate";

/** The card door (spec §6, any staff): the scanner screen reading cards, with today's door log. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = currentStaff(context);
  const log = await todaysDoorLog(database(context));
  return {
    staffId: member.id,
    staffName: staffName(member.firstName, member.lastName) ?? "",
    log,
    // Read after the log: the scans this phone answered later are added to it on the phone.
    loadedAt: now().toISOString(),
    // For a code the page's form sends before its scripts run: each page shown sends it once.
    formNonce: crypto.randomUUID(),
  };
}

/** Offline (ADR 026), the door log stays as it was last loaded instead of giving way to an error page. */
const lastData = keepLastData<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastData.load(serverLoader);
}

/** A scan that cannot reach the server is checked on the phone's copy (ADR 026). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return actionOrUnreachable(serverAction);
}

/** A scan's answer moves the log on the phone itself (ADR 046): the page is not read again for it. */
export const shouldRevalidate = revalidateUnlessScan;

export const action = (args: Route.ActionArgs) => cardDoorAction(args);

/** Over the door limit, the 429 keeps its Retry-After. */
export const headers = actionHeaders;

export default function Validate({ loaderData, actionData }: Route.ComponentProps) {
  lastData.remember(loaderData);
  return <DoorScreen typed={actionData} door="cards" {...loaderData} />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-validate");
