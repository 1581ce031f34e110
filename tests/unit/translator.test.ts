import { describe, expect, it } from "vitest";
import { getI18n } from "~/i18n/i18n";
import { translatorOf } from "~/i18n/use-translation";

describe("the remembered translator", () => {
  const i18n = getI18n("it");
  const { t } = translatorOf(i18n);
  const own = i18n.getFixedT("it") as unknown as (...args: unknown[]) => unknown;

  it("gives i18next's own texts for keys, plurals and interpolation, asked once or again", () => {
    for (let round = 0; round < 2; round++) {
      expect(t("petition.checkInbox")).toBe(own("petition.checkInbox"));
      expect(t("petition.counterLabel", { count: 1 })).toBe("firma confermata");
      expect(t("petition.counterLabel", { count: 2 })).toBe(own("petition.counterLabel", { count: 2 }));
      expect(t("petition.sentTo", { email: "a@example.test" })).toContain("a@example.test");
      expect(t("petition.sentTo", { email: "b@example.test" })).toContain("b@example.test");
    }
  });

  it("keeps texts whose options differ apart, and asks i18next for what it cannot keep", () => {
    expect(t("petition.counterLabel", { count: 1 })).not.toBe(t("petition.counterLabel", { count: 5 }));
    const buttons = t("events.calendarButtons", { returnObjects: true }) as unknown;
    expect(typeof buttons).toBe("object");
    expect(t("events.calendarButtons", { returnObjects: true })).toEqual(buttons);
    expect(t("petition.counterLabel", { count: Number.NaN })).toBe(
      own("petition.counterLabel", { count: Number.NaN }),
    );
  });
});
