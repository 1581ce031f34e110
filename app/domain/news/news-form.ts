import { EVENT_COLOURS } from "~/domain/events/colours";
import { termChoiceField } from "~/domain/terms/term-form";
import { isRomeLocal } from "~/lib/rome-time";
import { parseSearchListQuery, type SearchListQuery, searchListHref } from "~/lib/search-list-query";
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

/** The staff list's state: a title search and a page. */
export type NewsListQuery = SearchListQuery;

export const parseNewsListQuery = parseSearchListQuery;

export const newsListHref = (query: NewsListQuery, changes: Partial<NewsListQuery>): string =>
  searchListHref("/internal/news", query, changes);
