/**
 * After the build: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every
 * compressible file of build/client/assets, so the server sends them as they are instead of
 * compressing the same immutable file again for every visitor (server/compression.ts). A copy that
 * would not be smaller than the file is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PRECOMPRESSED_EXTENSIONS } from "../server/compression";

const ASSETS = path.resolve("build/client/assets");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

let written = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(ASSETS)) {
  if (!PRECOMPRESSED_EXTENSIONS.has(path.extname(file))) continue;
  const content = readFileSync(file);
  const variants = [
    [
      ".br",
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ],
    [".gz", gzipSync(content, { level: constants.Z_BEST_COMPRESSION })],
  ] as const;
  for (const [suffix, compressed] of variants) {
    if (compressed.length >= content.length) continue;
    writeFileSync(file + suffix, compressed);
    written += 1;
  }
  before += statSync(file).size;
  after += variants[0][1].length;
}
console.log(
  `Precompressed ${written} files of build/client/assets: ${(before / 1024).toFixed(0)} KB, ` +
    `${(after / 1024).toFixed(0)} KB as Brotli`,
);
