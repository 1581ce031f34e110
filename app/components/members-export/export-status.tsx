import { useCallback, useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/form";
import { useTranslation } from "~/i18n/use-translation";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

export type ReadyExport = { outcome: "ready"; period: string; rows: number; href: string; fileName: string };
export type ExportAnswer = ReadyExport | { outcome: "empty"; period: string };

type Download = "idle" | "busy" | "downloaded" | "empty" | "failed";

/** Saves a fetched file under its name, the way a download link would. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches the file of a ready export as soon as the answer arrives, so the page can say that it is
 * being produced, that it arrived, or that it failed (with a retry). Without JavaScript the answer's
 * plain download link does the same job.
 */
export function useRegisterDownload(answer: ExportAnswer | undefined) {
  const [state, setState] = useState<Download>("idle");
  const current = useRef<AbortController | null>(null);

  const run = useCallback(async (ready: ReadyExport) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState("busy");
    try {
      const response = await fetch(ready.href, { signal: controller.signal });
      if (response.status === 404) {
        setState("empty");
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      if (controller.signal.aborted) return;
      save(blob, ready.fileName);
      setState("downloaded");
    } catch {
      if (!controller.signal.aborted) setState("failed");
    }
  }, []);

  useEffect(() => {
    if (answer?.outcome === "ready") void run(answer);
    else setState("idle");
    return () => current.current?.abort();
  }, [answer, run]);

  return { state, retry: () => answer?.outcome === "ready" && run(answer) };
}

/**
 * The export's messages (spec §8) next to the form: no data, ready (with the plain link), the
 * progress while the file is produced, success, and the error with a retry.
 */
export function ExportStatus({
  answer,
  download,
}: {
  answer: ExportAnswer | undefined;
  download: ReturnType<typeof useRegisterDownload>;
}) {
  const { t } = useTranslation();
  const busy = useDelayedFlag(download.state === "busy");
  const ready = answer?.outcome === "ready" ? answer : null;
  const empty = answer?.outcome === "empty" || download.state === "empty";
  const link = ready && (
    <a href={ready.href} download={ready.fileName} className="font-medium underline underline-offset-4">
      {t("membershipExport.download", { file: ready.fileName })}
    </a>
  );
  return (
    <div className="flex flex-col gap-3" data-testid="export-status">
      <div role="status" className="flex flex-col gap-3">
        {empty && <Notice announce={false}>{t("membershipExport.noData")}</Notice>}
        {ready && download.state === "idle" && (
          <Notice tone="success" announce={false}>
            {t("membershipExport.ready", { count: ready.rows })} {link}
          </Notice>
        )}
        {ready && download.state === "busy" && busy && (
          <div className="flex flex-col gap-2 rounded-md border-2 border-border bg-surface p-3">
            <label htmlFor="export-progress">{t("membershipExport.busy")}</label>
            <progress id="export-progress" className="h-2 w-full accent-[var(--accent)]" />
          </div>
        )}
        {ready && download.state === "downloaded" && (
          <Notice tone="success" announce={false}>
            {t("membershipExport.downloaded", { count: ready.rows, file: ready.fileName })}
          </Notice>
        )}
      </div>
      {ready && download.state === "failed" && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-danger p-3">
          <p className="text-danger">{t("membershipExport.failed")}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={download.retry}>
              {t("membershipExport.retry")}
            </Button>
            <a href={ready.href} download={ready.fileName} className={buttonClass("ghost", "underline")}>
              {t("membershipExport.download", { file: ready.fileName })}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
