import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { useTranslation } from "~/i18n/use-translation";
import { doorFeedback } from "./feedback";
import { useAnnounce } from "./scan-result";
import type { Tone } from "./verdicts";

/** Green lets in, amber asks to look, red refuses: each with its icon, never by colour alone. */
export const VERDICT_TONES: Record<Tone, string> = {
  ok: "bg-success text-success-fg",
  attention: "bg-amber-300 text-amber-950",
  refused: "bg-red-700 text-white dark:bg-red-300 dark:text-red-950",
};

const ICONS: Record<Tone, readonly string[]> = {
  // A tick, a warning sign, a cross.
  ok: ["M20 6 9 17l-5-5"],
  attention: [
    "M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
    "M12 9v4",
    "M12 17h.01",
  ],
  refused: ["M18 6 6 18", "M6 6l12 12"],
};

/**
 * What every door answer shares: a large verdict in its colour with its icon, the details
 * (`children`), an error of the action on the spot, that action (`action`: admit, take payment)
 * beside "Next", and, once per answer (`answerKey`), a sound, a vibration and one announcement in
 * the result's live region. It stays until the next code or "Next" (or Escape): no timer clears it
 * and it never moves the focus, so nobody loses it while reading or typing elsewhere.
 */
export function VerdictFrame({
  testId,
  verdict,
  tone,
  title,
  detail,
  note,
  who,
  answerKey,
  error,
  action,
  onNext,
  children,
}: {
  testId: string;
  verdict: string;
  tone: Tone;
  title: string;
  detail: string;
  note?: string;
  /** The person the answer is about, for the announcement. */
  who?: string;
  answerKey: unknown;
  error?: string;
  action?: ReactNode;
  onNext: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const spoken = useRef({ title, detail, who, note, tone });
  spoken.current = { title, detail, who, note, tone };

  // Each new answer sounds and is announced once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: answerKey marks a new answer
  useEffect(() => {
    const current = spoken.current;
    doorFeedback(current.tone);
    announce([current.title, current.detail, current.who, current.note].filter(Boolean).join(". "));
  }, [answerKey]);

  // An action that failed (admit, take payment) is said in the same region, once.
  const errorText = error ? t(error) : "";
  useEffect(() => {
    if (errorText) announce(errorText);
  }, [errorText, announce]);

  return (
    <div className="flex flex-col gap-4" data-testid={testId} data-verdict={verdict} data-tone={tone}>
      <div className={`flex items-start gap-4 rounded-xl p-5 sm:p-6 ${VERDICT_TONES[tone]}`}>
        <StrokeIcon d={ICONS[tone]} className="mt-1 size-10 shrink-0 sm:size-12" strokeWidth="3" />
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-4xl font-extrabold tracking-tight break-words sm:text-5xl">{title}</h3>
          <p className="text-lg font-semibold">{detail}</p>
          {note && <p className="font-semibold">{note}</p>}
        </div>
      </div>
      {children}
      {errorText && <p className="font-semibold text-danger">{errorText}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {action}
        <Button variant="secondary" onClick={onNext} data-testid="door-next">
          {t("validate.next")}
        </Button>
        <p className="text-sm text-muted">{t("validate.holds")}</p>
      </div>
    </div>
  );
}
