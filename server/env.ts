import { existsSync } from "node:fs";

// Imported first by every entry point: a local .env fills variables the shell did not set.
if (existsSync(".env")) process.loadEnvFile(".env");
