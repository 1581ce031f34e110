import { Button } from "~/components/ui/button";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import type { SyncReport, useOfflineDoor } from "./use-offline-door";

type OfflineDoor = ReturnType<typeof useOfflineDoor>;

/**
 * Where a door page stands with its connection (ADR 026), said plainly: online, the age of the copy
 * kept for offline use; offline, that scans are checked on that copy and what that risks, or that
 * the phone has no copy and cannot check; and how many scans wait to be sent. A live region, so a
 * screen reader hears the connection drop and return.
 */
const TEXTS = {
  tickets: { notice: "notice", noCopy: "noCopy", pending: "pending" },
  cards: { notice: "noticeCards", noCopy: "noCopyCards", pending: "pending" },
  list: { notice: "noticeList", noCopy: "noCopyList", pending: "pendingList" },
} as const;

export function OfflineNotice({ door, kind }: { door: OfflineDoor; kind: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const texts = TEXTS[kind];
  const time = door.copy ? formatRome(new Date(door.copy.takenAt), locale, "time") : "";
  const pending = door.pending > 0 ? t(`doorOffline.${texts.pending}`, { count: door.pending }) : null;

  let body: React.ReactNode;
  if (door.online) {
    const state = door.copy
      ? t("doorOffline.copyReady", { time })
      : door.notToday
        ? t("doorOffline.copyNone")
        : t("doorOffline.copyPreparing");
    body = (
      <p className="text-sm text-muted" data-testid="door-copy-state" data-ready={door.ready ? "yes" : "no"}>
        {state}
        {pending && ` ${pending}`}
      </p>
    );
  } else {
    const text = door.copy ? t(`doorOffline.${texts.notice}`, { time }) : t(`doorOffline.${texts.noCopy}`);
    body = (
      <div
        className={`flex flex-col gap-1 rounded-lg border-2 p-4 ${
          door.copy ? "border-amber-600 dark:border-amber-300" : "border-danger"
        }`}
        data-testid="door-offline"
        data-copy={door.copy ? "yes" : "no"}
      >
        <h2 className="text-lg font-bold">{t("doorOffline.heading")}</h2>
        <p>{text}</p>
        {pending && <p>{pending}</p>}
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {body}
    </div>
  );
}

/** What the last sync of offline scans brought back; conflicts as an alert, with who and when. */
export function SyncReportView({ report, onClose }: { report: SyncReport; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = (iso: string) => (iso ? formatRome(new Date(iso), locale, "time") : "—");
  const troubles = report.conflicts.length + report.overruled.length;
  return (
    <section
      role={troubles > 0 ? "alert" : "status"}
      className={`flex flex-col gap-2 rounded-lg border-2 p-4 ${troubles > 0 ? "border-danger" : "border-success"}`}
      data-testid="door-sync-report"
    >
      <p className="font-semibold">{t("doorOffline.report.sent", { count: report.sent })}</p>
      {troubles > 0 && (
        <>
          <p className="font-bold text-danger" data-testid="door-conflicts">
            {t("doorOffline.report.conflicts", { count: troubles })}
          </p>
          <ul className="list-disc pl-6">
            {report.conflicts.map((conflict, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once
              <li key={`c${index}`}>
                {conflict.kind === "guest"
                  ? t("doorOffline.report.guestConflict", {
                      name: conflict.holderName ?? t("doorOffline.report.unknownName"),
                      time: time(conflict.at),
                      operator: conflict.by ?? t("doorOffline.report.someone"),
                    })
                  : t("doorOffline.report.conflict", {
                      name: conflict.holderName ?? t("doorOffline.report.unknownHolder"),
                      time: time(conflict.at),
                      operator: conflict.by ?? t("doorOffline.report.someone"),
                    })}
              </li>
            ))}
            {report.overruled.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once
              <li key={`o${index}`}>
                {entry.kind === "guest"
                  ? t("doorOffline.report.guestOverruled", {
                      name: entry.holderName ?? t("doorOffline.report.unknownName"),
                      reason: t(`doorOffline.report.guestReasons.${entry.verdict}`),
                    })
                  : t("doorOffline.report.overruled", {
                      name: entry.holderName ?? t("doorOffline.report.unknownHolder"),
                      verdict: t(`ticketcheck.verdict.${entry.verdict}`),
                    })}
              </li>
            ))}
          </ul>
        </>
      )}
      {report.refused > 0 && <p>{t("doorOffline.report.refused", { count: report.refused })}</p>}
      <Button variant="secondary" className="self-start" onClick={onClose}>
        {t("doorOffline.report.close")}
      </Button>
    </section>
  );
}

/** A door page's connection state and, after a sync, its report: the top of every door page. */
export function DoorConnection({ door, kind }: { door: OfflineDoor; kind: keyof typeof TEXTS }) {
  return (
    <>
      <OfflineNotice door={door} kind={kind} />
      {door.report && <SyncReportView report={door.report} onClose={door.dismissReport} />}
    </>
  );
}
