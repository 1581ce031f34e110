import { useEffect, useRef, useState } from "react";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { useConsentFor } from "~/shell/use-consent";
import { AppLink } from "../ui/app-link";
import { Button } from "../ui/button";
import { RadioPlayer } from "./radio-player";

const cardClass = "max-w-2xl space-y-4 rounded-lg border border-border bg-surface p-6";

/** Status, then the offline notice, the consent placeholder or the player. */
export function RadioView({ url, online }: { url: string | null; online: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const media = useConsentFor("media");
  const [failed, setFailed] = useState(false);
  const live = Boolean(url) && online && !failed;
  const playerRef = useRef<HTMLDivElement>(null);
  const [justAllowed, setJustAllowed] = useState(false);

  // The allow button disappears with the placeholder: keep keyboard focus on the new play button.
  useEffect(() => {
    if (justAllowed && media.allowed)
      playerRef.current?.querySelector<HTMLButtonElement>("[data-autofocus]")?.focus();
  }, [justAllowed, media.allowed]);

  return (
    <div className="space-y-6">
      <p role="status" className="flex items-center gap-2 font-medium">
        {t("radio.status")}
        <span
          data-testid="radio-status"
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
            live ? "bg-accent text-accent-fg" : "border border-border bg-surface"
          }`}
        >
          <span
            aria-hidden="true"
            className={`h-2 w-2 rounded-full ${live ? "bg-current motion-safe:animate-pulse" : "bg-muted"}`}
          />
          {live ? t("radio.live") : t("radio.offline")}
        </span>
      </p>
      {!live || !url ? (
        <section aria-labelledby="radio-offline" className={cardClass}>
          <h2 id="radio-offline" className="text-xl font-semibold">
            {t("radio.offlineTitle")}
          </h2>
          <p>{t("radio.offlineText")}</p>
          <AppLink to="/events" className="inline-flex min-h-11 items-center font-medium underline">
            {t("radio.toEvents")}
          </AppLink>
        </section>
      ) : media.allowed ? (
        <div ref={playerRef}>
          <RadioPlayer url={url} onOffline={() => setFailed(true)} />
        </div>
      ) : (
        <section aria-labelledby="radio-consent" data-testid="radio-consent" className={cardClass}>
          <h2 id="radio-consent" className="text-xl font-semibold">
            {t("radio.consentTitle")}
          </h2>
          <p>{t("radio.consentText")}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Button
              onClick={() => {
                setJustAllowed(true);
                media.allow();
              }}
            >
              {t("radio.allow")}
            </Button>
            <AppLink
              to={locale === "en" ? "/cookies-en#preferences" : "/cookies#preferences"}
              className="inline-flex min-h-11 items-center underline"
            >
              {t("radio.cookiePolicy")}
            </AppLink>
          </div>
        </section>
      )}
    </div>
  );
}
