import { useTranslation } from "react-i18next";

/** The staff-written paragraph in the page's language; left out when staff have not written one. */
export function AboutSection({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html) return null;
  return (
    <section aria-labelledby="about-heading" className="mx-auto w-full max-w-6xl px-4 pb-16">
      <div className="grid gap-6 border-t border-border pt-10 md:grid-cols-[1fr_2fr]">
        <h2 id="about-heading" className="text-2xl font-bold">
          {t("home.public.about")}
        </h2>
        <div
          className="max-w-prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaping output of HomeMarkdown (renderHomeMarkdown), which drops raw HTML, images and unsafe link schemes
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </section>
  );
}
