/**
 * The input of the production server build (`react-router build`, vite.config.ts): the web server and
 * the app React Router builds, in one bundle, build/server/index.js, which `npm start` runs. Every
 * module exists once in the process (docs/decisions/064-one-server-bundle.md).
 */
import * as build from "virtual:react-router/server-build";
import { serve } from "./serve";

await serve({ build });
