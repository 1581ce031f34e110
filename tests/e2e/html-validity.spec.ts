import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const hasJava = spawnSync("java", ["-version"]).status === 0;

test("the Nu HTML checker finds no errors on the key pages", async ({ request }) => {
  test.skip(
    !hasJava && !process.env.CI && !process.env.REQUIRE_E2E,
    "Java is not installed: HTML validation NOT run",
  );
  const dir = mkdtempSync(path.join(tmpdir(), "agora-vnu-"));
  const files: string[] = [];
  for (const [name, url] of [
    ["home", "/"],
    ["events", "/events"],
    ["news", "/news"],
    ["login", "/u/login"],
    ["home-en", "/en"],
    ["staff-login", "/internal/login"],
    ["not-found", "/en/does-not-exist"],
    ["where", "/where"],
    ["contribute", "/contribute"],
    ["where-en", "/en/where"],
  ] as const) {
    const file = path.join(dir, `${name}.html`);
    writeFileSync(file, await (await request.get(url)).text());
    files.push(file);
  }
  const result = spawnSync(
    "java",
    ["-jar", VNU, "--format", "json", "--errors-only", "--exit-zero-always", ...files],
    {
      encoding: "utf8",
    },
  );
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(result.stderr) as { messages: Array<{ url: string; message: string }> };
  expect(report.messages.map((m) => `${path.basename(m.url)}: ${m.message}`)).toEqual([]);
});
