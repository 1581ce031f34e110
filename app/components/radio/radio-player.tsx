import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "../ui/button";

type PlayState = "paused" | "connecting" | "playing";

/**
 * The native player (for its familiar controls and keyboard support) plus one large labelled button.
 * `preload="none"`: a live stream never ends, so nothing is downloaded until the visitor presses play.
 */
export function RadioPlayer({ url, onOffline }: { url: string; onOffline: () => void }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayState>("paused");

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    setState("connecting");
    // A refused play() (stream down, format unsupported) also fires the element's error event.
    element.play().catch(() => setState("paused"));
  };

  return (
    <div className="space-y-4">
      <Button
        onClick={toggle}
        data-autofocus
        className="min-w-40 text-lg"
        aria-describedby="radio-play-state"
      >
        {state === "paused" ? t("radio.play") : t("radio.pause")}
      </Button>
      <p id="radio-play-state" aria-live="polite" className="min-h-6 text-muted">
        {state === "connecting" ? t("radio.connecting") : ""}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a live radio stream has no caption track */}
      <audio
        ref={audio}
        controls
        preload="none"
        src={url}
        aria-label={t("radio.player")}
        className="w-full max-w-xl"
        onPlaying={() => setState("playing")}
        onPause={() => setState("paused")}
        onError={() => {
          setState("paused");
          onOffline();
        }}
      />
    </div>
  );
}
