/** Where the page runs: iOS Safari, app mode. Pure, so the rules are tested without a browser. */

/** Safari on iPhone, iPod or iPad (iPadOS presents itself as a Mac with a touch screen); not other iOS browsers. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

type Nav = { userAgent: string; maxTouchPoints?: number; standalone?: boolean };

/** Opened from the home screen: Safari's own flag, or the display mode every browser reports. */
export function isStandalone(navigator: Nav, displayModeStandalone: boolean): boolean {
  return navigator.standalone === true || displayModeStandalone;
}

/** The iOS banner: Safari on iOS, not already an app, not dismissed before. */
export function showsIosBanner(navigator: Nav, displayModeStandalone: boolean, dismissed: boolean): boolean {
  return (
    !dismissed &&
    isIosSafari(navigator.userAgent, navigator.maxTouchPoints) &&
    !isStandalone(navigator, displayModeStandalone)
  );
}

/** Remembered choices (listed in the cookie policy): stay on the device, never sent to the server. */
const DISMISSED_KEYS = { install: "pwa-install-dismissed", ios: "pwa-ios-dismissed" } as const;
type Store = Pick<Storage, "getItem" | "setItem">;
export type PromptKind = keyof typeof DISMISSED_KEYS;
export type InstallableApp = "public" | "staff";

/** Each key holds the apps (public, staff) whose prompt of that kind was dismissed on this device. */
export function isDismissed(store: Store, kind: PromptKind, app: InstallableApp): boolean {
  return (store.getItem(DISMISSED_KEYS[kind]) ?? "").split(" ").includes(app);
}

export function dismiss(store: Store, kind: PromptKind, app: InstallableApp): void {
  const apps = new Set((store.getItem(DISMISSED_KEYS[kind]) ?? "").split(" ").filter(Boolean));
  apps.add(app);
  store.setItem(DISMISSED_KEYS[kind], [...apps].sort().join(" "));
}
