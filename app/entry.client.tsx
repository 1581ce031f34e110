import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerInlineMessages } from "./i18n/inline-messages";
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

// The page's own language came inside the document: hydrate at once, as the server rendered it.
if (registerInlineMessages()) hydrate();
else void loadMessages(localeFromPath(window.location.pathname)).then(hydrate);
