import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/domain/security/rate-limit.server";
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

  it("states the rule that was hit, taken from the limit's own window", () => {
    const rule = {
      points: RATE_LIMITS["resend-account"].points,
      windowSeconds: RATE_LIMITS["resend-account"].duration,
    };
    expect(translateFormError(getI18n("it").t, waitError(3500, rule))).toBe(
      "Troppi tentativi: riprova tra 59 minuti. Si possono inviare al massimo 5 richieste ogni ora.",
    );
    expect(translateFormError(getI18n("en").t, waitError(30, { points: 1, windowSeconds: 15 * 60 }))).toBe(
      "Too many attempts: try again in 30 seconds. At most 1 request can be sent every 15 minutes.",
    );
  });

  it("leaves other errors to their message key", () => {
    expect(translateFormError(getI18n("en").t, "forms.required")).not.toBe("forms.required");
  });
});
