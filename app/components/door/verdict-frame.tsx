import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { doorFeedback } from "./feedback";

export const VERDICT_TONES = {
  ok: "bg-green-700 text-white dark:bg-green-300 dark:text-green-950",
  attention: "bg-amber-300 text-amber-950",
  refused: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
  unknown: "bg-stone-700 text-white dark:bg-stone-300 dark:text-stone-950",
} as const;

type Tone = keyof typeof VERDICT_TONES;

/**
 * What every door answer shares: a large coloured verdict, the details (`children`), an error of the
 * action on the spot, that action (`action`: admit, take payment) beside "Next", a sound and a
 * vibration once per answer (`answerKey`), and a countdown after which it clears itself for the next
 * person, held while the action is under way.
 */
export function VerdictFrame({
  testId,
  verdict,
  tone,
  title,
  detail,
  note,
  seconds,
  answerKey,
  busy,
  error,
  action,
  onReset,
  children,
}: {
  testId: string;
  verdict: string;
  tone: Tone;
  title: string;
  detail: string;
  note?: string;
  seconds: number;
  answerKey: unknown;
  busy: boolean;
  error?: string;
  action?: ReactNode;
  onReset: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const reset = useRef(onReset);
  reset.current = onReset;

  // Each new answer sounds once and restarts the countdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: answerKey marks a new answer
  useEffect(() => {
    doorFeedback(tone === "ok" ? "ok" : tone === "attention" ? "attention" : "refused");
    setLeft(seconds);
  }, [answerKey]);

  useEffect(() => {
    if (busy) return;
    if (left <= 0) {
      reset.current();
      return;
    }
    const timer = setTimeout(() => setLeft((count) => count - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, busy]);

  return (
    <div className="flex flex-col gap-4" data-testid={testId} data-verdict={verdict}>
      <div role="alert" className={`flex flex-col gap-2 rounded-xl p-6 ${VERDICT_TONES[tone]}`}>
        <h3 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h3>
        <p className="text-lg font-semibold">{detail}</p>
        {note && <p className="font-semibold">{note}</p>}
      </div>
      {children}
      {error && (
        <p role="alert" className="font-semibold text-danger">
          {t(error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {action}
        <Button variant="secondary" onClick={onReset} data-testid="door-next">
          {t("validate.next")}
        </Button>
        <p className="text-sm text-muted" aria-live="off">
          {t("validate.resetIn", { count: Math.max(left, 0) })}
        </p>
      </div>
    </div>
  );
}
