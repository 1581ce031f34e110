import { AppLink } from "./app-link";
import { buttonClass } from "./button";

export type PaginationLabels = { nav: string; previous: string; next: string; page: string };

/**
 * Previous/next links around "page n of m". Every page is its own URL (`href`), so lists paginate
 * on the server, work without JavaScript and can be shared.
 */
export function Pagination({
  page,
  pages,
  href,
  labels,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (pages <= 1) return null;
  const link = (target: number, label: string, rel: "prev" | "next") => (
    <AppLink to={href(target)} rel={rel} className={buttonClass("secondary")}>
      {label}
    </AppLink>
  );
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3">
      <span>{page > 1 && link(page - 1, labels.previous, "prev")}</span>
      <p aria-current="page">{labels.page}</p>
      <span>{page < pages && link(page + 1, labels.next, "next")}</span>
    </nav>
  );
}
