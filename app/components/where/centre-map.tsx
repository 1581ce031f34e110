import type { Map as LeafletMap } from "leaflet";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { useConsentFor } from "~/shell/use-consent";
import { SITE } from "~/site";
import { centreAddress, directionsUrl } from "./centre-address";

const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const frame = "h-80 w-full overflow-hidden rounded-lg border border-border sm:h-96";

/** The map only after consent for OpenStreetMap's tiles; until then a placeholder that still helps. */
export function CentreMap() {
  const { allowed, allow } = useConsentFor("map");
  return allowed ? <InteractiveMap /> : <MapPlaceholder onAllow={allow} />;
}

function MapPlaceholder({ onAllow }: { onAllow: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      data-testid="map-placeholder"
      className={`${frame} flex flex-col items-center justify-center gap-3 bg-surface p-6 text-center`}
    >
      <p className="font-semibold">{centreAddress(locale)}</p>
      <p className="max-w-prose text-sm text-muted">{t("where.mapConsent")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onAllow}>{t("where.allowMap")}</Button>
        <a href={directionsUrl()} className="inline-flex min-h-11 items-center underline underline-offset-4">
          {t("where.directionsLink")}
        </a>
      </div>
    </div>
  );
}

/**
 * Leaflet, loaded only here and only now (script and CSS), so no other page pays for it. Keyboard:
 * the map takes focus with Tab, arrows pan, + and − zoom, the pin opens its popup with Enter, and Tab
 * leaves the map again. Failed tiles leave the pin, the address and the directions link usable.
 */
function InteractiveMap() {
  const { t } = useTranslation();
  const locale = useLocale();
  const container = useRef<HTMLElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [tilesFailed, setTilesFailed] = useState(false);
  const address = centreAddress(locale);
  const labels = {
    zoomIn: t("where.zoomIn"),
    zoomOut: t("where.zoomOut"),
    marker: t("where.marker", { address }),
  };
  const labelsKey = JSON.stringify(labels);
  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    const { zoomIn, zoomOut, marker } = JSON.parse(labelsKey) as typeof labels;
    Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")])
      .then(([{ default: L }]) => {
        if (cancelled || !container.current) return;
        const { lat, lng } = SITE.centre.coordinates;
        map = L.map(container.current, {
          center: [lat, lng],
          zoom: 17,
          scrollWheelZoom: false,
          zoomControl: false,
        });
        L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
        L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION })
          .on("tileerror", () => setTilesFailed(true))
          .addTo(map);
        L.marker([lat, lng], {
          title: marker,
          alt: marker,
          icon: L.divIcon({
            className: "rounded-full border-4 border-white bg-[#9f1239] shadow-lg",
            iconSize: [28, 28],
          }),
        })
          .bindPopup(marker)
          .addTo(map);
        setState("ready");
      })
      // The page says the map is unavailable and keeps the address and directions.
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [labelsKey]);
  return (
    <div className="flex flex-col gap-2">
      <section
        ref={container}
        aria-label={t("where.mapLabel")}
        data-testid="map"
        data-state={state}
        className={`${frame} bg-surface`}
      />
      {state === "loading" && <p className="text-sm text-muted">{t("where.mapLoading")}</p>}
      {(state === "failed" || tilesFailed) && (
        <p role="status" className="text-sm">
          {t("where.mapUnavailable")}
        </p>
      )}
    </div>
  );
}
