import { MarkdownHtml } from "~/components/ui/markdown-html";
import { useTranslation } from "~/i18n/use-translation";

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
        <MarkdownHtml html={html} className="max-w-prose" />
      </div>
    </section>
  );
}
