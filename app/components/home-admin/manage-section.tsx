import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

/** One part of the home management page, with its heading and a sentence on what it does. */
export function ManageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex scroll-mt-24 flex-col gap-4">
      <div className="border-b border-border pb-2">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** The home page in both languages, in a new tab, as visitors will see it after saving. */
export function PreviewLinks() {
  const { t } = useTranslation();
  const link = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener" className="underline underline-offset-2">
      {label}
      <span className="sr-only"> {t("home.manage.newTab")}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
  return (
    <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
      <span className="font-medium">{t("home.manage.preview")}:</span>
      {link("/", t("home.manage.previewIt"))}
      {link("/en", t("home.manage.previewEn"))}
    </p>
  );
}
