import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseAddressList } from "~/lib/address-list";
import { z } from "~/lib/zod";
import { log } from "~/logger.server";

const optionalUrl = z.url().optional();
const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DEMO_DATA: flag.optional(),
  // Demo members (accounts, cards) have a published password: seeded in production only when asked.
  DEMO_MEMBERS: flag.optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Agorà <noreply@agora.localhost>"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  // Where /contribute sends what visitors write; the default suits the development mailbox only.
  CONTACT_EMAIL: z.email().default("info@agora.localhost"),
  RADIO_STREAM_URL: optionalUrl,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  TRUST_PROXY: flag.default(false),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("auto"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Read by the logger itself (app/logger.server.ts); validated here so a typo stops the start.
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  // Anonymous page views served from memory for this long (ADR 031); 0 turns the cache off.
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Public content read by members' pages kept in memory for this long (ADR 035); 0 turns it off.
  PUBLIC_DATA_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Who may read /metrics (ADR 030): a bearer token, and/or addresses and CIDR ranges (comma-separated).
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  METRICS_ALLOW: z
    .string()
    .refine((value) => {
      try {
        parseAddressList(value);
        return true;
      } catch {
        return false;
      }
    }, "must be IP addresses or CIDR ranges, comma-separated")
    .optional(),
  // Stripe Checkout for paid tickets (ADR 024); without both keys paid tickets are paid at the door.
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  // Another address for Stripe's API (a local stand-in in tests); Stripe's own when unset.
  STRIPE_API_URL: optionalUrl,
});

export type Config = z.infer<typeof envSchema> & {
  baseUrl: string;
  sessionSecret: string;
  demoData: boolean;
  /** DEMO_MEMBERS, or on outside production: the demo's accounts and cards come with the seed. */
  demoMembers: boolean;
  isProduction: boolean;
  /** PAGE_CACHE_TTL_MS, or 5 s in production and off elsewhere. */
  pageCacheTtlMs: number;
  /** PUBLIC_DATA_TTL_MS, or 2 s in production and off elsewhere. */
  publicDataTtlMs: number;
};

/** Turns a Zod failure into the one line the operator needs: which variable, and why. */
export function describeConfigError(error: z.ZodError): string {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? "environment");
  return `Invalid configuration: ${name} ${issue?.message ?? "is invalid"}`;
}

/** Empty strings in the environment mean "unset", as in most .env tooling. */
function cleanEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
}

function persistedSecret(dataDir: string, warn: (line: string) => void): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  warn(
    `SESSION_SECRET is not set: generated one and stored it in ${file}. Set SESSION_SECRET in production.`,
  );
  return secret;
}

export function parseConfig(
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void = (line) => log().warn(line),
): Config {
  const parsed = envSchema.safeParse(cleanEnv(env));
  if (!parsed.success) throw new ConfigError(describeConfigError(parsed.error));
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    baseUrl: (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    sessionSecret: values.SESSION_SECRET ?? persistedSecret(dataDir, warn),
    demoData: values.DEMO_DATA ?? !values.DATABASE_URL,
    demoMembers: values.DEMO_MEMBERS ?? values.NODE_ENV !== "production",
    isProduction: values.NODE_ENV === "production",
    pageCacheTtlMs: values.PAGE_CACHE_TTL_MS ?? (values.NODE_ENV === "production" ? 5000 : 0),
    publicDataTtlMs: values.PUBLIC_DATA_TTL_MS ?? (values.NODE_ENV === "production" ? 2000 : 0),
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

let current: Config | undefined;

/**
 * The process-wide configuration, parsed once. A plain module variable: tests that change a setting
 * change the app's own copy of this module, the one its routes import (an app loaded through Vite:
 * `vite.ssrLoadModule("/app/config.server.ts")`; the production bundle: its test kit,
 * server/test-kit.ts; docs/decisions/064-one-server-bundle.md).
 */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
