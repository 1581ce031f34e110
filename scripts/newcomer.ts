/**
 * A newcomer's first hour, over HTTP: a fresh clone of this repository's last commit, `npm start`
 * (build, embedded database, demo content), the time to the first page, then a visitor who
 * registers without any SMTP server and the administrator who reads the activation link on the
 * outbox page, after choosing their own password as the first sign-in asks. It also checks that
 * nobody else reads the outbox (a visitor is sent to the staff sign-in, management gets 403) and
 * times a restart.
 *
 * `npm run newcomer` links the clone's node_modules to this checkout's, so the install is not timed;
 * `npm run newcomer -- --install` runs `npm ci` in the clone instead (network, a few minutes).
 * Exits with 1 at the first step that fails, saying which.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  freePort,
  HOST,
  onCleanup,
  ROOT,
  runScript,
  sleep,
  stopProcessGroup,
  UNSET_ENV,
} from "../bench/app-server";

const FIRST_ANSWER_LIMIT_MS = 300_000;
const install = process.argv.includes("--install");

type Started = { child: ChildProcess; output: () => string; firstAnswerMs: number };

function fail(message: string): never {
  throw new Error(message);
}

/** `npm start` in the clone; answers once GET / returned 200. */
async function start(dir: string, port: number): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST, PORT: String(port), LOG_FORMAT: "json" };
  for (const name of [
    ...UNSET_ENV,
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
    "SESSION_SECRET",
    "DATA_DIR",
    "NODE_ENV",
  ])
    delete env[name];
  const began = performance.now();
  const child = spawn("npm", ["start"], { cwd: dir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  onCleanup(() => stopProcessGroup(child, "npm start"));
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  while (performance.now() - began < FIRST_ANSWER_LIMIT_MS) {
    if (child.exitCode !== null) fail(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      const answer = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(5_000) });
      await answer.arrayBuffer();
      if (answer.status === 200)
        return { child, output: () => output, firstAnswerMs: performance.now() - began };
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  fail(`no answer within ${FIRST_ANSWER_LIMIT_MS / 1000} s:\n${output}`);
}

/** A browser's cookie jar, reduced to what this site sets: name=value pairs sent back as they are. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(pathname: string, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const answer = await fetch(new URL(pathname, this.base), {
      method: form ? "POST" : "GET",
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }

  /** Follows redirects like a browser; answers the last response and its address. */
  async visit(pathname: string, form?: Record<string, string>): Promise<{ answer: Response; at: string }> {
    let answer = await this.request(pathname, form);
    let at = pathname;
    for (let hops = 0; answer.status >= 300 && answer.status < 400 && hops < 5; hops++) {
      at = new URL(answer.headers.get("location") ?? "/", this.base).pathname;
      await answer.arrayBuffer();
      answer = await this.request(at);
    }
    return { answer, at };
  }
}

/** Signs a staff member in; a password given by someone else is replaced as the page asks. */
async function signInStaff(browser: Browser, email: string, password: string, own: string): Promise<void> {
  const { at } = await browser.visit("/internal/login", { email, password });
  if (at !== "/internal/password") fail(`${email}: the first sign-in led to ${at}, not /internal/password`);
  const chosen = await browser.visit("/internal/password", { password: own, confirmPassword: own });
  if (chosen.at !== "/internal") fail(`${email}: choosing a password led to ${chosen.at}`);
}

await runScript("newcomer", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agora-newcomer-"));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  const clone = spawnSync("git", ["clone", "--quiet", ROOT, dir], { encoding: "utf8" });
  if (clone.status !== 0) fail(`git clone failed: ${clone.stderr}`);
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: dir,
    encoding: "utf8",
  }).stdout.trim();
  console.log(`Fresh clone of ${commit} in ${dir}`);
  if (install) {
    const began = performance.now();
    const ci = spawnSync("npm", ["ci"], { cwd: dir, stdio: "inherit" });
    if (ci.status !== 0) fail("npm ci failed");
    console.log(`npm ci: ${((performance.now() - began) / 1000).toFixed(1)} s`);
  } else {
    await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
    console.log("node_modules: linked to this checkout's (install not timed; --install runs npm ci)");
  }

  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const first = await start(dir, port);
  console.log(
    `First npm start (build, new database, demo content): first answer after ${(first.firstAnswerMs / 1000).toFixed(1)} s`,
  );
  const banner = first.output();
  const password =
    /password: (\S+)/.exec(banner)?.[1] ?? fail(`no administrator password printed:\n${banner}`);
  for (const expected of ["Adding demo content: events", "/internal/outbox"])
    if (!banner.includes(expected)) fail(`the first start did not print "${expected}":\n${banner}`);

  // A visitor registers; no mail can leave.
  const visitorEmail = `nuova.persona.${Date.now()}@example.org`;
  const visitor = new Browser(base);
  const registered = await visitor.visit("/u/register", {
    firstName: "Nuova",
    lastName: "Persona",
    email: visitorEmail,
    password: "una-password-2026",
    confirmPassword: "una-password-2026",
    privacy: "on",
  });
  if (!registered.at.startsWith("/u/confirm/trigger")) fail(`registration ended on ${registered.at}`);
  // The outbox is not theirs: sent to the staff sign-in.
  const refused = await visitor.request("/internal/outbox");
  if (refused.status !== 302 || !refused.headers.get("location")?.startsWith("/internal/login"))
    fail(`a visitor got ${refused.status} on /internal/outbox`);

  // The administrator signs in, chooses a password, and reads the activation link in the outbox.
  const admin = new Browser(base);
  await signInStaff(admin, "admin@agora.localhost", password, "amministratore-2026");
  const outbox = await admin.visit("/internal/outbox");
  if (outbox.answer.status !== 200) fail(`the administrator got ${outbox.answer.status} on /internal/outbox`);
  const html = await outbox.answer.text();
  const link =
    /href="(http[^"]*\/u\/confirm\/[^"]+)"/.exec(html.slice(html.indexOf(visitorEmail)))?.[1] ??
    fail(`no activation link for ${visitorEmail} on /internal/outbox`);
  console.log(`Activation link read by the administrator on /internal/outbox: ${link}`);
  const token = decodeURIComponent(new URL(link).pathname.split("/").pop() ?? "");
  await visitor.visit(new URL(link).pathname);
  const activated = await visitor.visit("/u/confirm/activate", { token });
  if (activated.at !== "/u/confirm/success") fail(`activation ended on ${activated.at}`);
  const signedIn = await new Browser(base).visit("/u/login", {
    email: visitorEmail,
    password: "una-password-2026",
  });
  if (signedIn.at !== "/u") fail(`the activated visitor's sign-in ended on ${signedIn.at}`);
  console.log("The visitor activated the account with that link and signed in.");

  // Management (level 1), added on /internal/staff, gets 403 on the outbox.
  const added = await admin.visit("/internal/staff", {
    intent: "add",
    email: "gestione@example.org",
    firstName: "Gina",
    lastName: "Gestione",
    level: "1",
  });
  const given =
    /data-testid="staff-password"[^>]*>([^<]+)</.exec(await added.answer.text())?.[1] ??
    fail("no password shown for the new management account");
  const manager = new Browser(base);
  await signInStaff(manager, "gestione@example.org", given, "gestione-propria-2026");
  const forbidden = await manager.request("/internal/outbox");
  if (forbidden.status !== 403) fail(`management got ${forbidden.status} on /internal/outbox`);
  console.log("The outbox: 200 for the administrator, 403 for management, sign-in for a visitor.");

  await stopProcessGroup(first.child, "npm start");
  const again = await start(dir, port);
  console.log(`Restart: first answer after ${(again.firstAnswerMs / 1000).toFixed(1)} s`);
  await stopProcessGroup(again.child, "npm start");
  return 0;
});
