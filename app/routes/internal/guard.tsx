import { Outlet } from "react-router";
import { namedMiddleware } from "~/routing/middleware.server";

/** Every internal page below needs a staff session. */
export const middleware = namedMiddleware(["staff"]);

export default function StaffGuard() {
  return <Outlet />;
}
