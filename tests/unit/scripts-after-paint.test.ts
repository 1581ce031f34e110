import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "~/routing/scripts-after-paint.server";

const HEAD =
  '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><title>Agorà — centro</title>' +
  '<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="abc=="/>' +
  '<script nonce="abc==">if(a<b)c()</script><link rel="stylesheet" href="/assets/root.css"/></head>';
const BODY =
  '<body><main><p>Città «viva» 🎶</p><pre>&lt;link rel="modulepreload"&gt;</pre></main>' +
  '<script type="module" async="">import "/assets/manifest-1.js";</script></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><title>Agorà — centro</title>' +
  '<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin="anonymous"/>' +
  '<script nonce="abc==">if(a<b)c()</script><link rel="stylesheet" href="/assets/root.css"/></head>' +
  BODY;

/** The document through the transform, cut into chunks at `cuts` (byte offsets). */
async function through(document: string, cuts: number[]): Promise<string> {
  const bytes = Buffer.from(document, "utf8");
  const chunks: Buffer[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(bytes.subarray(start, cut));
    start = cut;
  }
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("the document without module preloads (ADR 071)", () => {
  it("drops every module preload of the head and keeps everything else, byte for byte", async () => {
    expect(await through(HEAD + BODY, [])).toBe(EXPECTED);
  });

  it("gives the same document however the stream is cut, also inside a tag or a character", async () => {
    const length = Buffer.byteLength(HEAD + BODY);
    for (let cut = 1; cut < length; cut += 1) expect(await through(HEAD + BODY, [cut])).toBe(EXPECTED);
    const everyByte = Array.from({ length: length - 1 }, (_, index) => index + 1);
    expect(await through(HEAD + BODY, everyByte)).toBe(EXPECTED);
  });

  it("leaves the body alone, even text that looks like a preload", async () => {
    const out = await through(HEAD + BODY, [HEAD.length + 10]);
    expect(out.slice(out.indexOf("</head>") + "</head>".length)).toBe(BODY);
  });

  it("still cleans a document that ends before its head does", async () => {
    expect(await through(HEAD.replace("</head>", ""), [40, 200])).toBe(
      EXPECTED.slice(0, EXPECTED.indexOf("</head>")),
    );
  });
});
