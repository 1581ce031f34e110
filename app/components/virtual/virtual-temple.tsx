import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "../ui/button";
import { actionForKey, type ViewAction } from "./orbit";
import type { TempleView } from "./temple-scene";

type Status = "loading" | "ready" | "unsupported";

/** Asks for a throwaway context, so a browser without WebGL gets the fallback instead of a renderer error. */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

const BUTTONS: { action: ViewAction; label: "rotateLeft" | "rotateRight" | "zoomIn" | "zoomOut" }[] = [
  { action: "rotate-left", label: "rotateLeft" },
  { action: "rotate-right", label: "rotateRight" },
  { action: "zoom-in", label: "zoomIn" },
  { action: "zoom-out", label: "zoomOut" },
];

/** The interactive temple; three.js is fetched only here, after the page has rendered. */
export function VirtualTemple() {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<TempleView | null>(null);
  const [status, setStatus] = useState<Status>("loading");

  useEffect(() => {
    if (!webglAvailable()) {
      setStatus("unsupported");
      return;
    }
    let cancelled = false;
    import("./temple-scene").then(({ mountTemple }) => {
      if (cancelled || !host.current) return;
      try {
        view.current = mountTemple(host.current, {
          reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
          dark: document.documentElement.classList.contains("dark"),
        });
        setStatus("ready");
      } catch {
        setStatus("unsupported");
      }
    });
    return () => {
      cancelled = true;
      view.current?.dispose();
      view.current = null;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const action = actionForKey(event.key);
    if (!action || !view.current) return;
    event.preventDefault();
    view.current.act(action);
  };

  if (status === "unsupported")
    return (
      <div
        role="alert"
        data-testid="virtual-fallback"
        className="rounded-lg border border-border bg-surface p-6"
      >
        <h2 className="text-xl font-semibold">{t("virtual.fallbackTitle")}</h2>
        <p className="mt-2">{t("virtual.fallbackText")}</p>
      </div>
    );

  return (
    <div className="space-y-3">
      <p id="virtual-help" className="text-muted">
        {t("virtual.help")}
      </p>
      <div
        ref={host}
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scene takes the arrow keys, so it must be reachable by Tab
        tabIndex={0}
        aria-label={t("virtual.sceneLabel")}
        aria-describedby="virtual-help virtual-description"
        aria-busy={status === "loading"}
        data-testid="virtual-scene"
        onKeyDown={onKeyDown}
        className="relative h-[60vh] max-h-[40rem] min-h-72 overflow-hidden rounded-lg border border-border bg-surface focus-visible:outline-3 focus-visible:outline-focus"
      >
        {status === "loading" && <p className="p-6 text-muted">{t("virtual.loading")}</p>}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("virtual.controls")}</legend>
        {BUTTONS.map((button) => (
          <Button
            key={button.action}
            variant="secondary"
            disabled={status !== "ready"}
            onClick={() => view.current?.act(button.action)}
          >
            {t(`virtual.${button.label}`)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
