import type { SubmissionResult } from "@conform-to/react";
import type { TermRow } from "~/domain/terms/list-terms.server";
import { sortedChoices, type TermKind } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { AddTermForm, MergeTermForm, RenameTermForm, RetireTermForm } from "./term-forms";

type Answer = { form?: string; result: SubmissionResult<string[]> } | undefined;

/** A disclosure's summary: underlined like a link, its arrow turned down while open. */
function Summary({ children }: { children: string }) {
  return (
    <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-medium underline [&::-webkit-details-marker]:hidden">
      <span
        aria-hidden="true"
        className="inline-block no-underline transition-transform group-open:rotate-90"
      >
        ›
      </span>
      {children}
    </summary>
  );
}

const resultFor = (answer: Answer, form: string) => (answer?.form === form ? answer.result : undefined);

/**
 * One list (event types or news categories): a card per term with its two names, how many items
 * have it and its state, then rename, merge and retire; the add form closes the section. Cards
 * stack on a phone and sit two by two on wide screens.
 */
export function TermSection({
  kind,
  terms,
  answer,
  formKey,
}: {
  kind: TermKind;
  terms: readonly TermRow[];
  answer: Answer;
  formKey: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // In the alphabetical order of the page's language.
  const sorted = sortedChoices(terms, locale);
  const headingId = `terms-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid={`terms-${kind}`}>
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          {t(`terms.kinds.${kind}.heading`)}
        </h2>
        <p className="text-muted">{t(`terms.kinds.${kind}.intro`)}</p>
      </div>
      {terms.length === 0 ? (
        <p className="text-muted">{t(`terms.kinds.${kind}.empty`)}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sorted.map((term) => {
            const rename = resultFor(answer, `rename-${term.id}`);
            const merge = resultFor(answer, `merge-${term.id}`);
            const titleId = `term-${term.id}`;
            return (
              <li
                key={term.id}
                className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4"
                data-testid="term"
              >
                <div>
                  <h3 id={titleId} className="text-lg font-semibold break-words">
                    <span lang="it">{term.it}</span>
                    <span className="text-muted" aria-hidden="true">
                      {" · "}
                    </span>
                    <span lang="en">{term.en}</span>
                  </h3>
                  <p className="text-sm text-muted">
                    {term.uses > 0 ? t("terms.uses", { count: term.uses }) : t("terms.unused")}
                    {term.retired && (
                      <>
                        {" · "}
                        <strong className="font-semibold text-fg">{t("terms.retired")}</strong>
                        {": "}
                        {t("terms.retiredHint")}
                      </>
                    )}
                  </p>
                </div>
                <details className="group" open={Boolean(rename?.error) || undefined}>
                  <Summary>{t("terms.rename.summary")}</Summary>
                  <RenameTermForm key={`${term.id}-${formKey}`} term={term} lastResult={rename} />
                </details>
                {terms.length > 1 && (
                  <details className="group" open={Boolean(merge?.error) || undefined}>
                    <Summary>{t("terms.merge.summary")}</Summary>
                    <MergeTermForm
                      key={`${term.id}-${formKey}`}
                      term={term}
                      others={sorted.filter((other) => other.id !== term.id)}
                      lastResult={merge}
                    />
                  </details>
                )}
                <RetireTermForm term={term} />
              </li>
            );
          })}
        </ul>
      )}
      <AddTermForm key={formKey} kind={kind} lastResult={resultFor(answer, `add-${kind}`)} />
    </section>
  );
}
