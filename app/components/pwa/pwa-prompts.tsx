import { useLayoutEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { useTranslation } from "~/i18n/use-translation";
import { applyUpdate, pwaStore } from "~/pwa/client";
import { dismiss, type InstallableApp } from "~/pwa/platform";

/** A closing notice takes the focus with it: the page's main content gets it back. */
function focusMain() {
  setTimeout(() => document.getElementById("main")?.focus({ preventScroll: true }));
}

/**
 * The bar at the bottom of the screen: the update notice, the install prompt, the iOS banner. Like
 * the consent banner it sticks to the bottom but keeps its own place at the end of the page, so it
 * never hides the footer or a form for good; app.css keeps focused fields above it.
 */
export default function PwaPrompts({
  app,
  update,
  install,
  ios,
  onIosDone,
}: {
  app: InstallableApp;
  update: boolean;
  install: boolean;
  ios: boolean;
  onIosDone: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--pwa-bar-height", `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--pwa-bar-height");
    };
  }, []);
  return (
    <div
      ref={ref}
      id="pwa-bar"
      className="sticky bottom-0 z-20 border-t-2 border-accent bg-surface text-fg shadow-[0_-4px_16px_rgb(0_0_0/0.15)] print:hidden"
    >
      {update && <UpdateNotice />}
      {!update && install && <InstallPrompt app={app} />}
      {!update && !install && ios && <IosBanner app={app} onDone={onIosDone} />}
    </div>
  );
}

function UpdateNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="pwa-update"
      className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm"
    >
      <p className="flex-1">{t("pwa.update.text")}</p>
      <Button onClick={applyUpdate}>{t("pwa.update.reload")}</Button>
    </div>
  );
}

function InstallPrompt({ app }: { app: InstallableApp }) {
  const { t } = useTranslation();
  const accept = async () => {
    const offer = pwaStore.takeInstallOffer();
    focusMain();
    if (!offer) return;
    await offer.prompt();
    // Installed or refused in the browser's own dialog: either way the question was answered.
    if ((await offer.userChoice).outcome === "dismissed") dismiss(window.localStorage, "install", app);
  };
  const later = () => {
    dismiss(window.localStorage, "install", app);
    pwaStore.takeInstallOffer();
    focusMain();
  };
  return (
    <section
      aria-labelledby="pwa-install-title"
      data-testid="pwa-install"
      className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="sm:flex-1">
        <h2 id="pwa-install-title" className="font-semibold">
          {t(app === "staff" ? "pwa.install.titleStaff" : "pwa.install.title")}
        </h2>
        <p>{t("pwa.install.text")}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
        <Button variant="secondary" onClick={later}>
          {t("pwa.install.dismiss")}
        </Button>
        <Button onClick={accept}>{t("pwa.install.accept")}</Button>
      </div>
    </section>
  );
}

/** Safari's Share symbol, as it looks on the toolbar. */
function ShareIcon() {
  return (
    <StrokeIcon
      d={[
        "M12 3v12M8 7l4-4 4 4",
        "M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1",
      ]}
      className="inline size-5 align-text-bottom"
    />
  );
}

function IosBanner({ app, onDone }: { app: InstallableApp; onDone: () => void }) {
  const { t } = useTranslation();
  const name = app === "staff" ? "Agorà Staff" : "Agorà";
  const [steps, setSteps] = useState(false);
  const stepsRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    dismiss(window.localStorage, "ios", app);
    onDone();
    focusMain();
  };
  const showSteps = () => {
    setSteps(true);
    setTimeout(() => stepsRef.current?.focus());
  };
  return (
    <section
      aria-labelledby={steps ? "pwa-ios-steps-title" : "pwa-ios-title"}
      data-testid="pwa-ios"
      className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-end sm:gap-6"
    >
      {steps ? (
        <div className="sm:flex-1">
          <h2 id="pwa-ios-steps-title" ref={stepsRef} tabIndex={-1} className="font-semibold outline-none">
            {t("pwa.ios.stepsTitle")}
          </h2>
          <ol className="mt-1 list-decimal space-y-1 pl-5" data-testid="pwa-ios-steps">
            <li>
              {t("pwa.ios.step1")} <ShareIcon />
            </li>
            <li>{t("pwa.ios.step2")}</li>
            <li>{t("pwa.ios.step3", { name })}</li>
          </ol>
        </div>
      ) : (
        <div className="sm:flex-1">
          <h2 id="pwa-ios-title" className="font-semibold">
            {t("pwa.ios.title")}
          </h2>
          <p>{t("pwa.ios.text", { name })}</p>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
        {steps ? (
          <Button className="col-span-2" onClick={close}>
            {t("pwa.ios.done")}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t("pwa.ios.continue")}
            </Button>
            <Button onClick={showSteps}>{t("pwa.ios.install")}</Button>
          </>
        )}
      </div>
    </section>
  );
}
