import { Dialog, Switch } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { CONSENT_CATEGORIES, type ConsentChoice } from "~/shell/consent";
import { useConsent } from "~/shell/use-consent";

const ESSENTIAL_COOKIES = ["authrefToken", "lang", "consent"] as const;

/** One switch per optional category, the essential cookies listed as always on, and the three choices. */
export function PreferencesForm({ onDecided }: { onDecided: (choice: ConsentChoice) => void }) {
  const { t } = useTranslation();
  const { consent } = useConsent();
  const [choice, setChoice] = useState<ConsentChoice>({ map: consent.map, media: consent.media });
  return (
    <div className="flex flex-col gap-4">
      <Dialog.Description className="text-muted">{t("consent.dialogText")}</Dialog.Description>
      <ul className="flex flex-col gap-3">
        {CONSENT_CATEGORIES.map((category) => (
          <li
            key={category}
            className="flex items-start justify-between gap-4 rounded-md border border-border p-3"
          >
            <div>
              <label htmlFor={`consent-${category}`} className="font-semibold">
                {t(`consent.categories.${category}.title`)}
              </label>
              <p id={`consent-${category}-text`} className="text-sm text-muted">
                {t(`consent.categories.${category}.text`)}
              </p>
            </div>
            <Switch.Root
              id={`consent-${category}`}
              checked={choice[category]}
              onCheckedChange={(checked) => setChoice((current) => ({ ...current, [category]: checked }))}
              aria-describedby={`consent-${category}-text`}
              data-testid={`consent-switch-${category}`}
              className="relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-fg bg-bg transition-colors data-[state=checked]:border-accent data-[state=checked]:bg-accent"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-fg transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-accent-fg motion-reduce:transition-none" />
            </Switch.Root>
          </li>
        ))}
        <li className="rounded-md border border-border p-3">
          <div className="flex items-start justify-between gap-4">
            <p className="font-semibold">{t("consent.essentialTitle")}</p>
            <p className="text-sm font-medium">{t("consent.alwaysOn")}</p>
          </div>
          <p className="text-sm text-muted">{t("consent.essentialText")}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted">
            {ESSENTIAL_COOKIES.map((name) => (
              <li key={name}>
                <code className="text-fg">{name}</code>: {t(`consent.essential.${name}`)}
              </li>
            ))}
          </ul>
        </li>
      </ul>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onDecided({ map: false, media: false })}>
          {t("consent.rejectAll")}
        </Button>
        <Button variant="secondary" onClick={() => onDecided({ map: true, media: true })}>
          {t("consent.acceptAll")}
        </Button>
        <Button onClick={() => onDecided(choice)}>{t("consent.save")}</Button>
      </div>
    </div>
  );
}
