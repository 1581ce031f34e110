import { describe, expect, it } from "vitest";
import { getI18n } from "~/i18n/i18n";
import { translateFormError, waitError } from "~/lib/form-errors";

describe("the wait of a rate limit", () => {
  it("is said in seconds or whole minutes, in each language", () => {
    const it = getI18n("it").t;
    const en = getI18n("en").t;
    expect(translateFormError(it, waitError(1))).toBe("Troppi tentativi: riprova tra 1 secondo.");
    expect(translateFormError(en, waitError(45))).toBe("Too many attempts: try again in 45 seconds.");
    expect(translateFormError(it, waitError(60))).toBe("Troppi tentativi: riprova tra 1 minuto.");
    expect(translateFormError(it, waitError(61))).toBe("Troppi tentativi: riprova tra 2 minuti.");
    expect(translateFormError(en, waitError(899.2))).toBe("Too many attempts: try again in 15 minutes.");
  });

  it("leaves other errors to their message key", () => {
    expect(translateFormError(getI18n("en").t, "forms.required")).not.toBe("forms.required");
  });
});
