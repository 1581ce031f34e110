import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The dictionary of each language: one module, and in the build one hashed chunk, each. */
const SOURCES = { it: "app/i18n/it.ts", en: "app/i18n/en.ts" } as const;
export type DictionaryUrls = Record<keyof typeof SOURCES, string>;

/** Where the client build writes its dictionaries' addresses: outside build/client, so never served. */
export const DICTIONARY_URLS_FILE = path.resolve("build/dictionary-urls.json");

const ID = "virtual:agora/dictionary-urls";
const RESOLVED = `\0${ID}`;

/** The addresses the client build wrote (`npm run build`). */
export function readDictionaryUrls(): DictionaryUrls {
  return JSON.parse(readFileSync(DICTIONARY_URLS_FILE, "utf8")) as DictionaryUrls;
}

/**
 * Each page preloads its language's dictionary from the server's `<head>`
 * (docs/decisions/036-dictionary-chunk.md); the server needs the chunk's hashed address for that.
 *
 * - The client build writes the address of each dictionary's chunk to build/dictionary-urls.json.
 * - `virtual:agora/dictionary-urls` gives them to server code: in the server build (which runs after
 *   the client build) from that file; in development and in Vitest the source modules Vite serves.
 */
export function dictionaryUrls(): Plugin {
  return {
    name: "agora:dictionary-urls",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const urls: DictionaryUrls =
        this.environment?.mode === "build"
          ? readDictionaryUrls()
          : { it: `/${SOURCES.it}`, en: `/${SOURCES.en}` };
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunkOf = (source: string) => {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.facadeModuleId === path.resolve(source),
        );
        if (!chunk) throw new Error(`${source} is not a chunk of its own in the client build`);
        return `/${chunk.fileName}`;
      };
      const urls: DictionaryUrls = { it: chunkOf(SOURCES.it), en: chunkOf(SOURCES.en) };
      mkdirSync(path.dirname(DICTIONARY_URLS_FILE), { recursive: true });
      writeFileSync(DICTIONARY_URLS_FILE, `${JSON.stringify(urls, null, 2)}\n`);
    },
  };
}
