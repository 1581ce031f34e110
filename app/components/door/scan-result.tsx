import type { ReactNode, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Where a door scanner answers: the verdict (`children`) while one shows, a retry when the scan did
 * not reach the server, "ready" otherwise. On a phone it comes first while it has something to say:
 * the camera is paused meanwhile.
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
  const active = failed || children !== null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="result-heading"
      className={`flex flex-col gap-4 ${active ? "order-first lg:order-none" : ""}`}
    >
      <h2 id="result-heading" className="text-xl font-semibold">
        {t("validate.resultHeading")}
      </h2>
      {failed ? (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border-2 border-danger p-4">
          <p className="font-semibold text-danger">{failedMessage ?? t("validate.failed")}</p>
          <Button className="self-start" onClick={onRetry}>
            {t("validate.retry")}
          </Button>
        </div>
      ) : (
        (children ?? (
          <p role="status" className="rounded-lg border border-dashed border-border p-6 text-lg text-muted">
            {ready}
          </p>
        ))
      )}
    </section>
  );
}
