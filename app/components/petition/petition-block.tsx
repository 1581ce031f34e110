import { useTranslation } from "~/i18n/use-translation";
import { PetitionCounter } from "./petition-counter";
import { PetitionSignForm, type PetitionSignResult } from "./petition-sign-form";

export type { PetitionSignResult };

/**
 * The petition on a page: its text (app/i18n/areas/petition.*.ts, the one place to edit it), the live
 * count of confirmed signatures and the sign form. The form posts to the /petition action, so a page
 * only renders `<PetitionBlock initialCount={await confirmedSignatureCount(db)} />`. `lastResult` is
 * that action's answer when the browser posted without JavaScript and landed on /petition.
 */
export function PetitionBlock({
  initialCount,
  lastResult,
  headingLevel = 2,
}: {
  initialCount: number;
  lastResult?: PetitionSignResult;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section
      aria-labelledby="petition-heading"
      className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[3fr_2fr]"
      data-testid="petition-block"
    >
      <div className="flex flex-col gap-4">
        <Heading id="petition-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("petition.text.heading")}
        </Heading>
        <p>{t("petition.text.p1")}</p>
        <p>{t("petition.text.p2")}</p>
        <p>{t("petition.text.p3")}</p>
        <PetitionCounter initialCount={initialCount} />
      </div>
      <div className="self-start rounded-lg border border-border bg-surface p-4 sm:p-6">
        <PetitionSignForm lastResult={lastResult} Heading={SubHeading} />
      </div>
    </section>
  );
}
