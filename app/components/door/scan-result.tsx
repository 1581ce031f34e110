import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/** Says a text once in the scanner's live region (the verdicts and the errors of their actions). */
const AnnounceContext = createContext<(text: string) => void>(() => undefined);

export const useAnnounce = () => useContext(AnnounceContext);

/**
 * Where a door scanner answers: the verdict (`children`) while one shows, a retry when the scan did
 * not reach the server, "ready" otherwise. On a phone it comes first while it has something to say.
 *
 * One live region, there from the start, says each answer once; the panels themselves are not live,
 * so a screen reader hears a verdict once and can then read it at leisure: it stays until the next
 * code. When a verdict goes while the focus was on it ("Next"), the focus lands on "ready", never in
 * a field (a phone would open its keyboard over the camera).
 */
export function ScanResult({
  sectionRef,
  ready,
  failed,
  failedMessage,
  onRetry,
  children,
}: {
  sectionRef: RefObject<HTMLElement | null>;
  ready: string;
  failed: boolean;
  /** Why the scan could not be checked, when it is not the connection (offline: no copy). */
  failedMessage?: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [said, setSaid] = useState({ serial: 0, text: "" });
  const announce = useCallback((text: string) => {
    // A new element each time: the same words twice in a row are said twice.
    setSaid((current) => ({ serial: current.serial + 1, text }));
  }, []);
  const readyRef = useRef<HTMLParagraphElement>(null);
  const showing = children !== null && children !== undefined && children !== false;
  const active = failed || showing;
  const failedText = failedMessage ?? t("validate.failed");

  useEffect(() => {
    if (failed) announce(failedText);
  }, [failed, failedText, announce]);

  // The answer went: its words leave the live region too (nothing is said), and a focus left on
  // its buttons comes to "ready".
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) {
      setSaid((current) => ({ serial: current.serial + 1, text: "" }));
      const focused = document.activeElement;
      if (!focused || focused === document.body || sectionRef.current?.contains(focused))
        readyRef.current?.focus();
    }
    wasActive.current = active;
  }, [active, sectionRef]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="result-heading"
      data-door-keys=""
      className={`flex flex-col gap-4 ${active ? "order-first lg:order-none" : ""}`}
    >
      <h2 id="result-heading" className="text-xl font-semibold">
        {t("validate.resultHeading")}
      </h2>
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="door-announcement">
        {said.text ? <p key={said.serial}>{said.text}</p> : null}
      </div>
      <AnnounceContext.Provider value={announce}>
        {failed ? (
          <div
            className="flex flex-col gap-3 rounded-lg border-2 border-danger p-4"
            data-testid="door-failed"
          >
            <p className="font-semibold text-danger">{failedText}</p>
            <Button className="self-start" onClick={onRetry}>
              {t("validate.retry")}
            </Button>
          </div>
        ) : showing ? (
          children
        ) : (
          <p
            ref={readyRef}
            tabIndex={-1}
            className="rounded-lg border border-dashed border-border p-6 text-lg text-muted"
            data-testid="door-ready"
          >
            {ready}
          </p>
        )}
      </AnnounceContext.Provider>
    </section>
  );
}
