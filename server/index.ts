/**
 * `npm run dev`: the web server of server/serve.ts loaded through Vite, with Vite's middleware (modules
 * on demand, HMR) in front of the app. Only this file runs outside Vite, and it imports none of the
 * app, so every module of the app exists once in the process, as in the production bundle
 * (docs/decisions/064-one-server-bundle.md). A change to a route reloads it at the next request; a
 * change to the server's own modules (server/, the database client, the configuration) needs a restart.
 */
import "./env";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { serve as Serve } from "./serve";

const vite = await createServer({ server: { middlewareMode: true } });
const { serve } = (await vite.ssrLoadModule("/server/serve.ts")) as { serve: typeof Serve };
await serve({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  onStop: () => vite.close(),
});
