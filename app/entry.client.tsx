import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hasMessages } from "./i18n/i18n";
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

// The page's own language is loaded before hydration, so the first render matches the server's.
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

// The page's language layout registered its words when React Router imported the page's route
// modules, before this script (docs/decisions/036-dictionary-chunk.md): hydrate at once, as the server
// rendered it. Were they missing (an error above the layouts), it loads them first.
const locale = localeFromPath(window.location.pathname);
if (hasMessages(locale)) hydrate();
else void loadMessages(locale).then(hydrate);
