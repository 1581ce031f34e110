import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest ships as one hashed, cached file instead of a partial one in every page
  // and a /__manifest request per new path (docs/decisions/035-route-discovery-and-public-data.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
