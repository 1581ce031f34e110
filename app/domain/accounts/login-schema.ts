import { z } from "zod";

/** Shared by the browser (instant feedback) and the server; messages are i18n keys. */
export const loginSchema = z.object({
  email: z
    .email({ error: (issue) => (issue.input === undefined ? "forms.required" : "forms.invalidEmail") })
    .max(254, "forms.invalidEmail"),
  password: z.string({ error: "forms.required" }).min(1, "forms.required").max(1024, "forms.invalidData"),
});

export type LoginInput = z.infer<typeof loginSchema>;
