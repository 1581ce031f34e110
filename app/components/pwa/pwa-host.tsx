import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useLocale } from "~/i18n/use-locale";
import { clearStaffPages, pwaStore, registerWorker, serverPwaState } from "~/pwa/client";
import { type InstallableApp, isDismissed, showsIosBanner } from "~/pwa/platform";

// The notices are loaded only when one of them has something to show.
const PwaPrompts = lazy(() => import("./pwa-prompts"));

/**
 * The installable app of one side of the site: registers its service worker and shows, when there
 * is reason to, the update notice, the install prompt or the iOS banner. `visible` is false while
 * another banner (consent) holds the bottom of the screen; `signedOut` (staff side) clears the door
 * pages the staff worker kept.
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
  const state = useSyncExternalStore(pwaStore.subscribe, pwaStore.get, serverPwaState);
  const [ios, setIos] = useState(false);
  useEffect(() => {
    registerWorker(app === "public" ? "public" : locale === "en" ? "staff-en" : "staff-it");
  }, [app, locale]);
  useEffect(() => {
    if (signedOut) void clearStaffPages();
  }, [signedOut]);
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
