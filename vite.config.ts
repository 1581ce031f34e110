import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Code only staff pages use: kept out of the chunk every public page loads. */
const STAFF_ONLY =
  /app[\\/](routes[\\/]internal|components[\\/](admin|dashboard|door|events-admin|guest-lists|home-admin|members-export|news-admin|register|staff-admin|tickets-admin))[\\/]|node_modules[\\/](idb|barcode-detector|zxing-wasm)[\\/]/;

/** Zod and Conform: only pages with a form load them. */
const FORM_LIBRARIES = /node_modules[\\/](zod|@conform-to)[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Whether a module imports Zod or Conform, itself or through its static imports (answers kept for
 * one build). Shared code that does goes into the `forms` chunk with them: when the shared chunk held
 * it, one form component shared by two pages made every page load the form libraries.
 */
const formsReach = () => {
  const reachesForms = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    const known = reachesForms.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) {
        if (FORM_LIBRARIES.test(imported) || reachesForms.get(imported)) {
          reachesForms.set(id, true);
          return true;
        }
        if (seen.has(imported) || reachesForms.has(imported)) continue;
        seen.add(imported);
        pending.push(imported);
      }
    }
    // Nothing this module reaches imports them, so none of the modules seen on the way does either.
    for (const module of seen) reachesForms.set(module, false);
    return false;
  };
};

export default defineConfig(({ command, isSsrBuild }) => {
  const needsForms = formsReach();
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    // The server build's input is the web server itself, which imports the app React Router builds:
    // one bundle, build/server/index.js, that `npm start` runs (docs/decisions/064-one-server-bundle.md).
    // Written in ASCII, without doc comments: V8 keeps a module's source for as long as it runs, in one
    // byte per character only when every character fits in one (an accent or a dash in a comment made
    // the whole bundle two bytes per character; ADR 070).
    environments: {
      ssr: {
        build: {
          rolldownOptions: {
            input: "server/production.ts",
            output: { charset: "ascii", comments: { jsdoc: false, legal: true, annotation: true } },
          },
        },
      },
    },
    // React Router's Express adapter goes through Vite like the server that imports it, so both use one
    // copy of React Router: in development Vite picks its development build, which Node would not for
    // a package left outside (its `RouterContextProvider` would then not be the app's).
    // drizzle-orm goes into the production bundle: its package.json (178 KB of subpath exports) made
    // Node's resolver pay for each of its modules loaded at start (ADR 072).
    ssr: { noExternal: ["@react-router/express", ...(command === "build" ? ["drizzle-orm"] : [])] },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isSsrBuild
        ? undefined
        : {
            output: {
              // Without groups every page starts with some 30 small scripts; over HTTP/1.1 that is
              // several round trips before the first paint. React and the router in one chunk, code
              // shared by several routes in another; route-only code stays with its route.
              codeSplitting: {
                groups: [
                  // Each language's words in a chunk of their own, which only that language's pages
                  // load (routes/language/, ADR 036): never in the shared chunk every page loads.
                  { name: "words-it", test: /app[\\/]i18n[\\/](it|areas[\\/][\w-]+\.it)\.ts$/, priority: 30 },
                  { name: "words-en", test: /app[\\/]i18n[\\/](en|areas[\\/][\w-]+\.en)\.ts$/, priority: 30 },
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                    priority: 20,
                  },
                  // The server's mails (React Email and their common layout): loaded with the first
                  // mail sent, not at start in the shared chunk (docs/decisions/066-small-footprint.md).
                  {
                    name: "mail",
                    test: /node_modules[\\/]@react-email[\\/]|app[\\/]domain[\\/]mail[\\/]templates[\\/]/,
                    priority: 16,
                  },
                  // Code shared by several public pages that needs neither Zod nor Conform: first, so
                  // the form code below does not take it along as one of its dependencies.
                  {
                    name: (id: string, graph: ModuleGraph) => (needsForms(id, graph) ? null : "shared"),
                    test: (id) => !STAFF_ONLY.test(id),
                    minShareCount: 2,
                    priority: 15,
                  },
                  // Zod, Conform and the shared code that needs them: only pages with a form load it.
                  {
                    name: "forms",
                    test: (id) => FORM_LIBRARIES.test(id) || !STAFF_ONLY.test(id),
                    minShareCount: 2,
                    priority: 14,
                  },
                  { name: "staff", minShareCount: 2, priority: 10 },
                ],
              },
            },
          },
    },
  };
});
