import type { TFunction } from "i18next";

const WAIT = /^forms\.retryAfter:(\d+)(?::(\d+):(\d+))?$/;

/** A limit's rule, when the message should state it (at most `points` per `windowSeconds`). */
type LimitRule = { points: number; windowSeconds: number };

/**
 * The form error of a rate limit, carrying the real wait (the 429's Retry-After) in seconds and,
 * when given, the rule that was hit, so the message states the real window rather than a guess.
 */
export function waitError(retryAfterSeconds: number, rule?: LimitRule): string {
  const wait = `forms.retryAfter:${Math.max(1, Math.ceil(retryAfterSeconds))}`;
  return rule ? `${wait}:${rule.points}:${rule.windowSeconds}` : wait;
}

/** "every hour", "every 15 minutes": a limit's window in the reader's language. */
function windowText(t: TFunction, seconds: number): string {
  return seconds % 3600 === 0
    ? t("forms.everyHours", { count: seconds / 3600 })
    : t("forms.everyMinutes", { count: Math.ceil(seconds / 60) });
}

/** A form or field error in the reader's language: a message key, or a wait in seconds or minutes. */
export function translateFormError(t: TFunction, error: string): string {
  const wait = WAIT.exec(error);
  if (!wait) return t(error as never);
  const seconds = Number(wait[1]);
  const retry =
    seconds < 60
      ? t("forms.retryInSeconds", { count: seconds })
      : t("forms.retryInMinutes", { count: Math.ceil(seconds / 60) });
  if (!wait[2] || !wait[3]) return retry;
  const rule = t("forms.limitRule", { count: Number(wait[2]), window: windowText(t, Number(wait[3])) });
  return `${retry} ${rule}`;
}
