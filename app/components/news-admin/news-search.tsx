import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A GET form, so a search is a shareable URL and starts again from page 1. */
export function NewsSearch({ q }: { q: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      <div className="flex flex-col gap-1">
        <label htmlFor="news-search" className="font-medium">
          {t("news.admin.search")}
        </label>
        <input
          id="news-search"
          type="search"
          name="q"
          key={q ?? ""}
          defaultValue={q ?? ""}
          className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg"
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("news.admin.filter")}
      </button>
    </Form>
  );
}
