/**
 * The project's own lint rules against drift, run by `npm run lint` after `biome check .`, for what
 * Biome's rules cannot say:
 *
 * - `shared-helper`: a shared helper is defined only in its home module (no second copy beside it).
 * - `clock`: server code reads business time from `now()` (app/domain/clock.server.ts), never from
 *   `new Date()` or `Date.now()` (ADR 016). Server code is app/domain, app/api, app/routes, app/db,
 *   server/ and every `*.server.ts(x)`; browser code (app/components, app/pwa, app/entry.client.tsx and
 *   the shared modules of app/lib) may keep the browser's clock.
 * - `components-in-server`: a `*.server.ts` module (not the `.tsx` entry that renders the app) imports nothing from app/components (the shared
 *   types live in the domain). Biome's noRestrictedImports says it too, for the `~/components` alias.
 * - `outbox-wake`: only the outbox module wakes the outbox; a change that queues a mail runs in
 *   `transactionWithMail`, which wakes it after the commit.
 *
 * A line may be exempted by a comment on it or on the line above: `lint-drift-allow <rule>: <why>`.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export type Finding = { file: string; line: number; rule: string; message: string };

/** Each shared helper and its home module; a definition anywhere else is a copy. */
export const SHARED_HELPERS: Record<string, string> = {
  isUniqueViolation: "app/db/client.server.ts",
  pgErrorCode: "app/db/client.server.ts",
  escapeLike: "app/db/like.ts",
  staffName: "app/domain/door/staff-name.ts",
  romeDate: "app/lib/rome-time.ts",
  wakeOutbox: "app/domain/mail/wake.server.ts",
};

/** Copies of a shared helper under another name, recognised by what they do. */
const COPIED_BODIES: { pattern: RegExp; helper: string }[] = [
  { pattern: /["']23505["']/, helper: "isUniqueViolation" },
  { pattern: /\.replace\(\/\[\\\\%_\]\/g/, helper: "escapeLike" },
  {
    pattern: /\[[\w.?]*first[Nn]ame[^\]]*,[\w.?\s]*last[Nn]ame[^\]]*\]\.filter\(Boolean\)\.join\(/,
    helper: "staffName",
  },
];

const CLOCK_MODULE = "app/domain/clock.server.ts";
const OUTBOX_MODULES = new Set(["app/domain/mail/outbox.server.ts", "app/domain/mail/wake.server.ts"]);

/** Whether a file runs on the server, where business time comes from `now()`. */
export function isServerCode(file: string): boolean {
  if (/\.server\.tsx?$/.test(file)) return true;
  if (/^app\/(components|pwa)\//.test(file) || file === "app/entry.client.tsx") return false;
  return /^(app\/(domain|api|routes|db)|server)\//.test(file);
}

/** The text with its comments blanked out (line breaks kept), so documentation never matches. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, " "))
    .replace(/(^|[^:\\"'`])\/\/[^\n]*/g, (_line, before: string) => before);
}

function allowed(lines: string[], index: number, rule: string): boolean {
  const marker = new RegExp(`lint-drift-allow ${rule}\\b`);
  return marker.test(lines[index] ?? "") || marker.test(lines[index - 1] ?? "");
}

/** The drift in one file (`file` relative to the repository, with forward slashes). */
export function checkSource(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const raw = text.split("\n");
  const code = withoutComments(text).split("\n");
  const report = (index: number, rule: string, message: string) => {
    if (!allowed(raw, index, rule)) findings.push({ file, line: index + 1, rule, message });
  };
  code.forEach((line, index) => {
    for (const [name, home] of Object.entries(SHARED_HELPERS)) {
      if (file === home) continue;
      const definition = new RegExp(
        `\\bfunction\\s*\\*?\\s*${name}\\b|\\b(const|let|var)\\s+${name}\\s*(:[^=]*)?=\\s*(async\\s+)?(function\\b|\\(|[\\w$]+\\s*=>)`,
      );
      if (definition.test(line)) report(index, "shared-helper", `${name} is defined in ${home}: import it`);
    }
    for (const { pattern, helper } of COPIED_BODIES) {
      const home = SHARED_HELPERS[helper];
      if (file !== home && pattern.test(line))
        report(index, "shared-helper", `a copy of ${helper}: import it from ${home}`);
    }
    if (file !== CLOCK_MODULE && isServerCode(file) && /\bnew Date\(\s*\)|\bDate\.now\(\s*\)/.test(line))
      report(index, "clock", "business time comes from now() in ~/domain/clock.server (ADR 016)");
    if (
      file.endsWith(".server.ts") &&
      /(from\s+|import\s*\(\s*)["'](~\/|(\.\.?\/)+)(app\/)?components\//.test(line)
    )
      report(
        index,
        "components-in-server",
        "a server module imports no component: move the type to the domain",
      );
    if (!OUTBOX_MODULES.has(file) && /\bwakeOutbox\s*\(/.test(line))
      report(
        index,
        "outbox-wake",
        "queue the mail in transactionWithMail: it wakes the outbox after the commit",
      );
  });
  return findings;
}

/** The app's and the server's source files that git knows. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server"],
    {
      encoding: "utf8",
    },
  );
  return listed
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith("app/db/migrations/"));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const findings = sourceFiles().flatMap((file) => {
    try {
      return checkSource(file, readFileSync(file, "utf8"));
    } catch {
      return []; // listed but deleted in the working tree
    }
  });
  for (const f of findings) console.error(`${f.file}:${f.line} ${f.rule}: ${f.message}`);
  if (findings.length > 0) {
    console.error(`lint-drift: ${findings.length} finding(s)`);
    process.exit(1);
  }
  console.log("lint-drift: no drift");
}
