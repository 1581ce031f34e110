import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/load";
import { localeFromPath } from "./i18n/locale";
import { reloadAfterChunkError } from "./shell/chunk-reload";

// A deploy replaces hashed chunks; an old tab then fails to load one and needs the new build.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadAfterChunkError(window.localStorage, Date.now())) {
    event.preventDefault();
    window.location.reload();
  }
});

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's own language is loaded before hydration, so the first render matches the server's. The
// document preloads it from its <head> (docs/decisions/036-dictionary-chunk.md): it is usually in
// by the time this script runs.
void loadMessages(localeFromPath(window.location.pathname)).then(hydrate);
