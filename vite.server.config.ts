import path from "node:path";
import { defineConfig } from "vite";

/**
 * The production server entry (server/index.ts and the server code it imports) compiled ahead of time
 * into build/server-entry/index.js, so `npm start` runs plain JavaScript instead of compiling
 * TypeScript at every start (docs/decisions/034-compiled-server-and-purchase-locks.md). Packages stay in
 * node_modules (an SSR build externalises them); lazily imported code (mail templates, ExcelJS users)
 * becomes chunks loaded on first use, as before.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: "server/index.ts",
    outDir: "build/server-entry",
    emptyOutDir: true,
    target: "node22",
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: "index.js", chunkFileNames: "chunks/[name]-[hash].js" } },
  },
});
