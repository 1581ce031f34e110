import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { useLocale } from "~/i18n/use-locale";
import {
  clearStaffPages,
  loadDocumentsWhenOffline,
  pwaStore,
  registerWorker,
  serverPwaState,
} from "~/pwa/client";
import { keepOnlyCopiesOf } from "~/pwa/member-store";
import { type InstallableApp, isDismissed, showsIosBanner } from "~/pwa/platform";
import type { loader as rootLoader } from "~/root";

// The notices are loaded only when one of them has something to show.
const PwaPrompts = lazy(() => import("./pwa-prompts"));

/**
 * The installable app of one side of the site: registers its service worker and shows, when there
 * is reason to, the update notice, the install prompt or the iOS banner. `visible` is false while
 * another banner (consent) holds the bottom of the screen; `signedOut` (staff side) clears the door
 * pages the staff worker kept. On the public side, only the signed-in member's offline copies of
 * their card and tickets stay on the device (ADR 043): another member's, or all when nobody is
 * signed in, are deleted as soon as a page says who is signed in.
 */
export function PwaHost({
  app,
  visible = true,
  signedOut = false,
}: {
  app: InstallableApp;
  visible?: boolean;
  signedOut?: boolean;
}) {
  const locale = useLocale();
  // Who is signed in, as the root loader saw it; undefined when it did not run (an error page).
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const memberId = app === "public" && root ? (root.user?.id ?? null) : undefined;
  const state = useSyncExternalStore(pwaStore.subscribe, pwaStore.get, serverPwaState);
  const [ios, setIos] = useState(false);
  useEffect(() => {
    registerWorker(app === "public" ? "public" : locale === "en" ? "staff-en" : "staff-it");
  }, [app, locale]);
  useEffect(() => {
    if (signedOut) void clearStaffPages();
  }, [signedOut]);
  useEffect(() => {
    if (memberId !== undefined) void keepOnlyCopiesOf(memberId);
  }, [memberId]);
  useEffect(() => (app === "public" ? loadDocumentsWhenOffline() : undefined), [app]);
  useEffect(() => {
    setIos(
      showsIosBanner(
        navigator as Navigator & { standalone?: boolean },
        window.matchMedia("(display-mode: standalone)").matches,
        isDismissed(window.localStorage, "ios", app),
      ),
    );
  }, [app]);
  const install = state.installOffer !== null && !isDismissed(window.localStorage, "install", app);
  if (!visible || !(state.waiting || install || ios)) return null;
  return (
    <Suspense fallback={null}>
      <PwaPrompts
        app={app}
        update={state.waiting !== null}
        install={install}
        ios={ios}
        onIosDone={() => setIos(false)}
      />
    </Suspense>
  );
}
