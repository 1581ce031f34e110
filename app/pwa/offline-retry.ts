/**
 * The offline pages' one script (`/offline.js`, precached by the public and the staff worker; the
 * page keeps the address the visitor wanted: a public page, a staff page, a door page never kept). It notices by itself that the network is back and reloads
 * that page: when the browser says it is online again, when the page comes back into view, and
 * every few seconds meanwhile. Bundled on its own by scripts/service-workers.ts.
 */
const RETRY_MS = 5_000;

let trying = false;

function tryAgain() {
  if (trying || !navigator.onLine || document.visibilityState === "hidden") return;
  trying = true;
  // Any answer at all, an error page or a redirect too, means the server can be reached: a HEAD asks
  // for no body, and the worker lets it through to the network.
  fetch(window.location.href, { method: "HEAD", cache: "no-store", redirect: "manual" })
    .then(() => window.location.reload())
    .catch(() => {
      trying = false;
    });
}

window.addEventListener("online", tryAgain);
document.addEventListener("visibilitychange", tryAgain);
window.setInterval(tryAgain, RETRY_MS);

export {};
