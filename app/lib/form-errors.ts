import type { TFunction } from "i18next";

const WAIT = /^forms\.retryAfter:(\d+)$/;

/** The form error of a rate limit, carrying the real wait (the 429's Retry-After) in seconds. */
export function waitError(retryAfterSeconds: number): string {
  return `forms.retryAfter:${Math.max(1, Math.ceil(retryAfterSeconds))}`;
}

/** A form or field error in the reader's language: a message key, or a wait in seconds or minutes. */
export function translateFormError(t: TFunction, error: string): string {
  const wait = WAIT.exec(error);
  if (!wait) return t(error as never);
  const seconds = Number(wait[1]);
  return seconds < 60
    ? t("forms.retryInSeconds", { count: seconds })
    : t("forms.retryInMinutes", { count: Math.ceil(seconds / 60) });
}
