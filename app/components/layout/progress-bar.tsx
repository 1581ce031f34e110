import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

/** Spec §9: the navigation bar is 3px high, shows after 200 ms and creeps to the end over 5000 ms. */
export const PROGRESS = { heightPx: 3, throttleMs: 200, durationMs: 5000 } as const;

export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const visible = useDelayedFlag(busy, PROGRESS.throttleMs);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (!visible) return;
    setWidth(0);
    const frame = requestAnimationFrame(() => setWidth(90));
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      data-testid="progress-bar"
      data-visible={visible}
    >
      {visible && (
        <>
          <div
            aria-hidden="true"
            className="bg-accent"
            style={{
              height: PROGRESS.heightPx,
              width: `${width}%`,
              transition: `width ${PROGRESS.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
            }}
          />
          <span role="status" className="sr-only">
            {t("shell.loading")}
          </span>
        </>
      )}
    </div>
  );
}
