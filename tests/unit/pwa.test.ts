import { describe, expect, it } from "vitest";
import { appLinks } from "../../app/pwa/app-links";
import {
  cacheName,
  isDoorPage,
  isStorable,
  offlinePagePath,
  publicWorkerHandles,
  serviceWorkerAllowed,
  staffAppOfScope,
  staffPageCaches,
  staleCaches,
  workerOf,
} from "../../app/pwa/cache-rules";
import { dismiss, isDismissed, isIosSafari, isStandalone, showsIosBanner } from "../../app/pwa/platform";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.156 Mobile/15E148 Safari/604.1";
const IPAD_DESKTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36";

describe("what the public worker may handle", () => {
  it("never touches people's pages, the API or the workers themselves", () => {
    for (const path of [
      "/u",
      "/u/login",
      "/u.data",
      "/u/membership.data",
      "/en/u",
      "/en/u/ticket/1",
      "/internal",
      "/internal/validate",
      "/internal.data",
      "/en/internal",
      "/en/internal/ticketcheck",
      "/api/events",
      "/auth/login",
      "/public-auth/token",
      "/graphql",
      "/sw.js",
      "/internal/sw.js",
      "/manifest.webmanifest",
      "/en/manifest.webmanifest",
      "/uploads/abc/640.avif",
    ]) {
      expect(publicWorkerHandles(path), path).toBe(false);
    }
  });

  it("handles the public pages and the build's files", () => {
    for (const path of ["/", "/en", "/en/", "/events", "/en/events", "/event/12", "/assets/root-abc.js"]) {
      expect(publicWorkerHandles(path), path).toBe(true);
    }
    // Only the exact area prefixes are private: similar names are public pages.
    expect(publicWorkerHandles("/used-books")).toBe(true);
    expect(publicWorkerHandles("/internals")).toBe(true);
  });

  it("stores only whole answers that are not private", () => {
    const response = (status: number, cacheControl?: string) => ({
      status,
      headers: { get: (name: string) => (name === "cache-control" ? (cacheControl ?? null) : null) },
    });
    expect(isStorable(response(200))).toBe(true);
    expect(isStorable(response(200, "public, max-age=31536000, immutable"))).toBe(true);
    expect(isStorable(response(200, "private, no-store"))).toBe(false);
    expect(isStorable(response(200, "no-store"))).toBe(false);
    expect(isStorable(response(200, "max-age=0, Private"))).toBe(false);
    expect(isStorable(response(404))).toBe(false);
    expect(isStorable(response(206))).toBe(false);
  });
});

describe("cache names", () => {
  it("name each app's caches by kind and build, and delete other builds' only", () => {
    expect(cacheName("public", "precache", "abc")).toBe("agora-public-precache-abc");
    const names = [
      "agora-public-precache-old",
      "agora-public-assets-old",
      "agora-public-precache-new",
      "agora-staff-it-precache-old",
      "agora-staff-it-pages-new",
      "agora-staff-en-pages-old",
      "someone-else",
    ];
    expect(staleCaches(names, "public", "new")).toEqual([
      "agora-public-precache-old",
      "agora-public-assets-old",
    ]);
    expect(staleCaches(names, "staff-it", "new")).toEqual(["agora-staff-it-precache-old"]);
    expect(staleCaches(names, "staff-en", "new")).toEqual(["agora-staff-en-pages-old"]);
    expect(staffPageCaches(names)).toEqual(["agora-staff-it-pages-new", "agora-staff-en-pages-old"]);
  });
});

describe("staff worker", () => {
  it("keeps the door pages only", () => {
    const lists = "/internal/event/0b6f3f52-5c39-4a7e-9d0f-1d2f3a4b5c6d/lists";
    for (const path of [
      "/internal/validate",
      "/internal/ticketcheck/",
      "/en/internal/validate",
      lists,
      `/en${lists}`,
    ]) {
      expect(isDoorPage(path), path).toBe(true);
    }
    for (const path of [
      "/internal",
      "/internal/list",
      "/internal/validate/x",
      "/validate",
      "/internal/event/0b6f3f52-5c39-4a7e-9d0f-1d2f3a4b5c6d",
      "/internal/event/0b6f3f52-5c39-4a7e-9d0f-1d2f3a4b5c6d/tickets",
    ]) {
      expect(isDoorPage(path), path).toBe(false);
    }
  });

  it("lives inside its scope in each language", () => {
    expect(staffAppOfScope("/internal")).toBe("staff-it");
    expect(staffAppOfScope("/en/internal")).toBe("staff-en");
    expect(workerOf("public")).toEqual({ script: "/sw.js", scope: "/" });
    expect(workerOf("staff-it")).toEqual({ script: "/internal/sw.js", scope: "/internal" });
    expect(workerOf("staff-en")).toEqual({ script: "/en/internal/sw.js", scope: "/en/internal" });
    // The dashboard is /internal, outside the script's folder: the server widens the scope to it.
    expect(serviceWorkerAllowed("/internal/sw.js")).toBe("/internal");
    expect(serviceWorkerAllowed("/en/internal/sw.js")).toBe("/en/internal");
    expect(serviceWorkerAllowed("/sw.js")).toBeNull();
  });
});

describe("offline page", () => {
  it("speaks the page's language", () => {
    expect(offlinePagePath("/events", "public")).toBe("/offline.html");
    expect(offlinePagePath("/en", "public")).toBe("/en/offline.html");
    expect(offlinePagePath("/en/events", "public")).toBe("/en/offline.html");
    expect(offlinePagePath("/english", "public")).toBe("/offline.html");
    expect(offlinePagePath("/internal/list", "staff-it")).toBe("/internal/offline.html");
    expect(offlinePagePath("/en/internal/list", "staff-en")).toBe("/en/internal/offline.html");
  });
});

describe("manifest links", () => {
  it("link each side's own manifest in the page's language", () => {
    expect(appLinks("/")).toMatchObject({ manifest: "/manifest.webmanifest", app: "public" });
    expect(appLinks("/en/events")).toMatchObject({ manifest: "/en/manifest.webmanifest", app: "public" });
    expect(appLinks("/internal")).toMatchObject({ manifest: "/internal/manifest.webmanifest", app: "staff" });
    expect(appLinks("/en/internal/validate")).toMatchObject({
      manifest: "/en/internal/manifest.webmanifest",
      appleTouchIcon: "/icons/staff-apple-touch-icon.png",
    });
    expect(appLinks("/internals")).toMatchObject({ app: "public" });
  });
});

describe("iOS banner", () => {
  it("is for Safari on iPhone and iPad outside app mode", () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
    expect(showsIosBanner({ userAgent: IPHONE_SAFARI }, false, false)).toBe(true);
    expect(showsIosBanner({ userAgent: IPHONE_SAFARI, standalone: true }, false, false)).toBe(false);
    expect(showsIosBanner({ userAgent: IPHONE_SAFARI }, true, false)).toBe(false);
    expect(showsIosBanner({ userAgent: IPHONE_SAFARI }, false, true)).toBe(false);
    expect(isStandalone({ userAgent: ANDROID_CHROME }, true)).toBe(true);
  });

  it("remembers a dismissal per app", () => {
    const values = new Map<string, string>();
    const store = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(isDismissed(store, "ios", "public")).toBe(false);
    dismiss(store, "ios", "public");
    dismiss(store, "ios", "public");
    expect(isDismissed(store, "ios", "public")).toBe(true);
    expect(isDismissed(store, "ios", "staff")).toBe(false);
    expect(isDismissed(store, "install", "public")).toBe(false);
    dismiss(store, "ios", "staff");
    expect(values.get("pwa-ios-dismissed")).toBe("public staff");
  });
});
