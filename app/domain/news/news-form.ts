import { EVENT_COLOURS } from "~/domain/events/colours";
import { termChoiceField } from "~/domain/terms/term-form";
import { isRomeLocal } from "~/lib/rome-time";
import { z } from "~/lib/zod";

/**
 * The staff news form (spec §3), shared by the browser and the server. Messages are i18n keys; the
 * publication date is a Rome wall-clock value.
 */
export const TITLE_MAX = 160;
export const SUMMARY_MAX = 1000;
export const BODY_MAX = 50_000;

const optionalText = (max: number) => z.string().trim().max(max, "forms.tooLong").optional();

export const newsFormSchema = z.object({
  title: z
    .string({ error: "forms.required" })
    .trim()
    .min(1, "forms.required")
    .max(TITLE_MAX, "forms.tooLong"),
  summary: optionalText(SUMMARY_MAX),
  body: optionalText(BODY_MAX),
  // The English text (ADR 057): optional, the Italian one is shown where it is missing.
  titleEn: optionalText(TITLE_MAX),
  summaryEn: optionalText(SUMMARY_MAX),
  bodyEn: optionalText(BODY_MAX),
  publishedAt: z.string({ error: "forms.required" }).refine(isRomeLocal, "news.admin.errors.invalidDate"),
  /** A term of the managed list of news categories (ADR 058). */
  category: termChoiceField,
  colour: z.enum(EVENT_COLOURS, { error: "eventAdmin.errors.colour" }),
  backgroundColour: z.enum(EVENT_COLOURS, { error: "eventAdmin.errors.colour" }),
  imageKey: z.uuid().optional(),
  imageWidth: z.number().int().min(1).max(2000).optional(),
  imageHeight: z.number().int().min(1).max(2000).optional(),
  isPublic: z.boolean().optional(),
  membersOnly: z.boolean().optional(),
  featured: z.boolean().optional(),
});

export type NewsFormValue = z.infer<typeof newsFormSchema>;

/** Staff list: 20 rows a page (the public list's paging is in public-list.ts). */
export const ADMIN_PAGE_SIZE = 20;

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

export const newsListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: pageSchema,
});

export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** The staff list's state from its URL: title search and page. Bad values fall back to defaults. */
export function parseNewsListQuery(params: URLSearchParams): NewsListQuery {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return newsListQuerySchema.parse({ page: 1, ...raw });
}

/** The staff list's address: only non-default values; a new search starts from page 1. */
export function newsListHref(query: NewsListQuery, changes: Partial<NewsListQuery>): string {
  const next = { ...query, ...changes };
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/internal/news?${search}` : "/internal/news";
}
