import type { GuestAnswer } from "~/domain/door/screen-answer";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { VerdictFrame } from "./verdict-frame";

/**
 * A name of the guest list let in from the scanner screen: green with the guests who came, or amber
 * when the name was let in already (when, by whom, with how many), so staff look before letting in.
 */
export function GuestVerdictPanel({
  answer,
  scannedAt,
  onNext,
}: {
  answer: GuestAnswer;
  scannedAt: string;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const alone = answer.guests === 0;
  const detail =
    answer.verdict === "let-in"
      ? alone
        ? t("doorGuests.detail.letInAlone")
        : t("doorGuests.detail.let-in", { count: answer.guests })
      : t(alone ? "doorGuests.detail.alreadyInAlone" : "doorGuests.detail.already-in", {
          count: answer.guests,
          time: formatRome(new Date(answer.at), locale, "time"),
          operator: answer.by ?? "—",
        });
  return (
    <VerdictFrame
      testId="guest-verdict"
      verdict={answer.verdict}
      tone={answer.verdict === "let-in" ? "ok" : "attention"}
      title={t(`doorGuests.verdict.${answer.verdict}`)}
      detail={detail}
      who={answer.name}
      answerKey={`${answer.verdict}|${answer.entryId}|${scannedAt}`}
      onNext={onNext}
    >
      <p className="rounded-lg border border-border bg-surface p-4 text-2xl font-bold break-words">
        {answer.name}
      </p>
    </VerdictFrame>
  );
}
