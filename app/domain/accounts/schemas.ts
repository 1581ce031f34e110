import { z } from "~/lib/zod";

/**
 * Form schemas of the user area, shared by the browser and the server. Messages are i18n keys
 * (app/i18n), so every error is shown translated next to its field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const MIN_PASSWORD = 8;

export const emailField = z
  .email({ error: (issue) => (issue.input === undefined ? "forms.required" : "forms.invalidEmail") })
  .max(254, "forms.invalidEmail");

export const nameField = z
  .string({ error: "forms.required" })
  .trim()
  .min(1, "forms.required")
  .max(100, "forms.tooLong")
  .refine((value) => !CONTROL_CHARACTERS.test(value), "forms.invalidCharacters");

const newPasswordField = z
  .string({ error: "forms.required" })
  .min(MIN_PASSWORD, "forms.passwordTooShort")
  .max(256, "forms.tooLong");

const confirmField = z.string({ error: "forms.required" });

type PasswordPair = { password: string; confirmPassword: string };

/**
 * The confirmation must match. `when` makes the check run even while other fields are still wrong,
 * so every error shows at once, as long as both password fields hold text.
 */
function passwordsMatch<T extends z.ZodType<PasswordPair>>(schema: T) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "forms.passwordsDiffer",
    when: (payload) => {
      const value = payload.value as Partial<PasswordPair> | undefined;
      return typeof value?.password === "string" && typeof value.confirmPassword === "string";
    },
  });
}

export const registerSchema = passwordsMatch(
  z.object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmField,
    privacy: z.literal("on", { error: "forms.privacyRequired" }),
  }),
);

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "forms.required" }).min(1, "forms.required").max(1024, "forms.tooLong"),
});

export const emailOnlySchema = z.object({ email: emailField });

export const newPasswordSchema = passwordsMatch(
  z.object({ password: newPasswordField, confirmPassword: confirmField }),
);

export const changePasswordSchema = passwordsMatch(
  z.object({
    currentPassword: z
      .string({ error: "forms.required" })
      .min(1, "forms.required")
      .max(1024, "forms.tooLong"),
    password: newPasswordField,
    confirmPassword: confirmField,
  }),
);

export const deleteAccountSchema = z.object({
  deletePassword: z.string({ error: "forms.required" }).min(1, "forms.required").max(1024, "forms.tooLong"),
});
