import { CookiePreferencesButton } from "~/components/consent/cookie-preferences-button";
import type { LegalDocument } from "~/content/legal/types";
import { PageHeader } from "../layout/page-header";
import { buttonClass } from "../ui/button";
import { DateOnly } from "../ui/date-time";
import { LegalBlockView } from "./legal-text";

/**
 * A legal text with its table of contents and date. The whole page, headings and labels included,
 * is in the text's own language: the `-en` pages are English inside the Italian site.
 */
export type LegalLabels = { updated: string; contents: string; cookiePreferences: string };

export function LegalPage({ document, labels }: { document: LegalDocument; labels: LegalLabels }) {
  return (
    <div lang={document.lang}>
      <PageHeader title={document.title} lead={document.lead}>
        <p className="mt-2 text-sm text-muted">
          {labels.updated} <DateOnly value={document.updated} locale={document.lang} />
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-20 lg:self-start">
          <h2 id="legal-contents" className="mb-2 font-semibold">
            {labels.contents}
          </h2>
          <ol className="list-decimal space-y-1 pl-6">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-6 underline-offset-2 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10 leading-relaxed">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-20"
            >
              <h2 id={`${section.id}-heading`} className="mb-3 text-2xl font-bold">
                {section.heading}
              </h2>
              <div className="space-y-3">
                {section.body.map((block) => (
                  <LegalBlockView
                    key={typeof block === "string" ? block : JSON.stringify(block)}
                    block={block}
                  />
                ))}
                {section.id === "preferences" && (
                  <CookiePreferencesButton className={buttonClass("primary")} testId="legal-preferences">
                    {labels.cookiePreferences}
                  </CookiePreferencesButton>
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
