import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
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
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                { name: "shared", minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
  },
}));
