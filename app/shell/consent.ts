/**
 * Consent for what is neither essential nor ours: third-party map tiles and the radio stream.
 * The choice lives in a first-party cookie so the server renders the right thing (banner or not,
 * placeholder or embed) on the first paint. Essential cookies (session, language) need no consent.
 */
export const CONSENT_COOKIE = "consent";
/** The Italian data-protection authority asks to renew the question after at most six months. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
export const CONSENT_CATEGORIES = ["map", "media"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;
/** `decided` is false until the visitor answers; until then nothing optional loads. */
export type Consent = ConsentChoice & { decided: boolean };

/** The banner's two answers, by the value its form posts (the banner and routes/public/consent.ts). */
export const BANNER_ANSWERS = {
  none: { map: false, media: false },
  all: { map: true, media: true },
} as const satisfies Record<string, ConsentChoice>;
export type BannerAnswer = keyof typeof BANNER_ANSWERS;

export const NO_CONSENT: Consent = { decided: false, map: false, media: false };

/** Cookie value: `v1` then the granted categories, e.g. `v1.map.media`, or `v1` for none. */
export function parseConsent(cookieHeader: string | null | undefined): Consent {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return NO_CONSENT;
  const [version, ...granted] = decodeURIComponent(raw).split(".");
  if (version !== "v1") return NO_CONSENT;
  return { decided: true, map: granted.includes("map"), media: granted.includes("media") };
}

export function consentCookieValue(choice: ConsentChoice): string {
  return ["v1", ...CONSENT_CATEGORIES.filter((category) => choice[category])].join(".");
}

/** The Set-Cookie / document.cookie string for a choice (Secure when the page is served over https). */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "Path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return [`${CONSENT_COOKIE}=${consentCookieValue(choice)}`, ...attributes].join("; ");
}
