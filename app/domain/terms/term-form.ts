import { z } from "~/lib/zod";
import { LABEL_MAX, TERM_KINDS } from "./terms";

/** The forms of the terms page (ADR 058), shared by browser and server; messages are i18n keys. */
const label = z
  .string({ error: "forms.required" })
  .trim()
  .min(1, "forms.required")
  .max(LABEL_MAX, "forms.tooLong");

const termId = z.uuid({ error: "terms.errors.unknown" });

export const addTermSchema = z.object({
  intent: z.literal("add"),
  kind: z.enum(TERM_KINDS),
  labelIt: label,
  labelEn: label,
});

export const renameTermSchema = z.object({
  intent: z.literal("rename"),
  id: termId,
  labelIt: label,
  labelEn: label,
});

export const mergeTermSchema = z
  .object({
    intent: z.literal("merge"),
    id: termId,
    into: z.uuid({ error: "terms.errors.chooseTarget" }),
  })
  .refine((value) => value.id !== value.into, { path: ["into"], message: "terms.errors.sameTerm" });

export const retireTermSchema = z.object({
  intent: z.enum(["retire", "restore"]),
  id: termId,
});

export type AddTermValue = z.infer<typeof addTermSchema>;
export type RenameTermValue = z.infer<typeof renameTermSchema>;

/** A term chosen in an event or news form: its id, or nothing. */
export const termChoiceField = z.uuid({ error: "terms.errors.unknown" }).optional();
