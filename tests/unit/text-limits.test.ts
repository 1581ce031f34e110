import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contributionSchema, MAX_MESSAGE } from "~/domain/contributions/schema";
import { SUMMARY_MAX as EVENT_SUMMARY_MAX, eventFormSchema } from "~/domain/events/event-form";
import { entrySchema, NOTES_MAX } from "~/domain/guest-lists/forms";
import {
  ANNOUNCEMENT_MAX,
  announcementFormSchema,
  PARAGRAPH_MAX,
  paragraphFormSchema,
} from "~/domain/home/home-forms";
import { REASON_MAX, reasonSchema } from "~/domain/memberships/card-forms";
import { BODY_MAX, SUMMARY_MAX as NEWS_SUMMARY_MAX, newsFormSchema } from "~/domain/news/news-form";
import { CANCEL_REASON_MAX, TICKET_ADMIN_FORMS } from "~/domain/tickets/staff-forms";
import type { z } from "~/lib/zod";

/** Every long text of the app: its form schema, the field and the limit its textarea shows. */
const LONG_TEXTS: Array<[string, z.ZodType, string, number]> = [
  ["contribution message", contributionSchema, "message", MAX_MESSAGE],
  ["event description", eventFormSchema, "summary", EVENT_SUMMARY_MAX],
  ["news summary", newsFormSchema, "summary", NEWS_SUMMARY_MAX],
  ["news text", newsFormSchema, "body", BODY_MAX],
  ["announcement (Italian)", announcementFormSchema, "textIt", ANNOUNCEMENT_MAX],
  ["announcement (English)", announcementFormSchema, "textEn", ANNOUNCEMENT_MAX],
  ["home paragraph", paragraphFormSchema, "paragraphIt", PARAGRAPH_MAX],
  ["guest-list notes", entrySchema, "notes", NOTES_MAX],
  ["membership reason", reasonSchema, "reason", REASON_MAX],
  ["ticket cancellation reason", TICKET_ADMIN_FORMS.cancel, "reason", CANCEL_REASON_MAX],
];

function fieldErrors(schema: z.ZodType, field: string, value: string) {
  const data = new FormData();
  data.set(field, value);
  const submission = parseWithZod(data, { schema });
  return submission.status === "error" ? (submission.error?.[field] ?? []) : [];
}

describe("long texts are refused past their limit, never cut", () => {
  it.each(LONG_TEXTS)("%s", (_name, schema, field, limit) => {
    expect(fieldErrors(schema, field, "a".repeat(limit))).toEqual([]);
    const errors = fieldErrors(schema, field, "a".repeat(limit + 1));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/toolong$/i);
  });

  it("a 12,000-character paste in /contribute is refused with the error next to the message", () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      name: "Marco Bianchi",
      email: "marco@example.org",
      kind: "proposal",
      message: "Una proposta lunga. ".repeat(600),
      privacy: "on",
    }))
      data.set(key, value);
    const submission = parseWithZod(data, { schema: contributionSchema });
    expect(submission.status === "error" ? submission.error : "accepted").toEqual({
      message: ["forms.tooLong"],
    });
  });
});
