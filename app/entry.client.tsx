import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadAfterChunkError } from "./shell/chunk-reload";

// A deploy replaces hashed chunks; an old tab then fails to load one and needs the new build.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadAfterChunkError(window.localStorage, Date.now())) {
    event.preventDefault();
    window.location.reload();
  }
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
