import { Outlet } from "react-router";
import { namedMiddleware } from "~/routing/middleware.server";

/** The register's export, staff-created memberships, ticket check, home, news and events management need accessLevel ≥ 1. */
export const middleware = namedMiddleware(["management"]);

export default function ManagementGuard() {
  return <Outlet />;
}
