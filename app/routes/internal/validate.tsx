import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { CodeEntry } from "~/components/door/code-entry";
import { DoorLog } from "~/components/door/door-log";
import { DoorConnection } from "~/components/door/offline-notice";
import { QrCamera } from "~/components/door/qr-camera";
import { actionOrUnreachable, keepLastData } from "~/components/door/reach";
import { ScanResult } from "~/components/door/scan-result";
import { SoundNotice } from "~/components/door/sound-notice";
import { useDoorKeys, useDoorScan } from "~/components/door/use-door-scan";
import { useOfflineDoor } from "~/components/door/use-offline-door";
import { VerdictPanel } from "~/components/door/verdict-panel";
import { VisitorForm } from "~/components/door/visitor-form";
import { PageHeader } from "~/components/layout/page-header";
import { now } from "~/domain/clock.server";
import { recordVisitor, todaysDoorLog } from "~/domain/door/door-log.server";
import { admitSchema, doorCodeSchema, visitorSchema } from "~/domain/door/forms";
import type { OfflineCardAnswer } from "~/domain/door/local-verdict";
import { admitAtDoor, scanMembership } from "~/domain/memberships/door.server";
import type { DoorResult } from "~/domain/memberships/door-answer";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { database } from "~/routing/database.server";
import type { FormAnswer } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { pageMeta } from "~/routing/page-meta";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/validate";

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url);
  return { log: await todaysDoorLog(database(context), now()) };
}

/** Offline (ADR 026), the door log stays as it was last loaded instead of giving way to an error page. */
const lastData = keepLastData<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastData.load(serverLoader);
}

/** A scan that cannot reach the server is checked on the phone's copy (ADR 026). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return actionOrUnreachable(serverAction);
}

const INTENTS = { scan: doorCodeSchema, admit: admitSchema, visitor: visitorSchema };

type ValidateAnswer = FormAnswer<DoorResult | { visitor: string }, keyof typeof INTENTS>;

/** The door's three answers: a scanned or typed card, an admission on the spot, a visitor. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = { staffId: requireStaff(context, url).id };
  const parsed = parseIntent(await request.formData(), INTENTS);
  if (!parsed) return invalid(noFields());
  const db = database(context);
  const form = parsed.intent;
  if (parsed.intent === "scan") {
    const { submission } = parsed;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const answer = await scanMembership(db, submission.value, actor);
    return done(submission.reply({ resetForm: true }), { answer } satisfies DoorResult, { form });
  }
  if (parsed.intent === "admit") {
    const { submission } = parsed;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const outcome = await admitAtDoor(db, submission.value.membershipId, actor);
    if (!outcome.ok) {
      const message = outcome.code === "voided" ? "validate.errors.voided" : "validate.errors.notFound";
      return refused(outcome.code === "voided" ? 409 : 404, submission.reply({ formErrors: [message] }), {
        form,
      });
    }
    return done(submission.reply(), { answer: outcome.answer, admitted: true } satisfies DoorResult, {
      form,
    });
  }
  const { submission } = parsed;
  if (submission.status !== "success") return invalid(submission.reply(), { form });
  await recordVisitor(db, submission.value, actor);
  return done(submission.reply({ resetForm: true }), { visitor: submission.value.name }, { form });
}

const isDoorResult = (done: unknown): done is DoorResult =>
  typeof done === "object" && done !== null && "answer" in done;

const offlineAnswer = (result: DoorResult): OfflineCardAnswer | null =>
  "offline" in result.answer ? (result.answer as OfflineCardAnswer) : null;

export default function Validate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  lastData.remember(loaderData);
  const offline = useOfflineDoor({ kind: "cards" });
  const door = useDoorScan("door-scan", {}, isDoorResult, {
    active: !offline.online,
    check: async (code, source, nonce) => {
      const answer = await offline.check(code, source, nonce);
      return answer && "card" in answer ? { answer } : null;
    },
    lost: offline.lost,
  });
  const admit = useFetcher<ValidateAnswer>({ key: "door-admit" });
  // Scans sent after a time offline: the door log shows them at once.
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;
  useEffect(() => {
    if (offline.report) void revalidatorRef.current.revalidate();
  }, [offline.report]);
  const codeInput = useRef<HTMLInputElement>(null);
  const { shown, failed, show } = door;
  useDoorKeys(door, codeInput);

  useEffect(() => {
    if (admit.state === "idle" && isDoorResult(admit.data?.done)) show(admit.data.done);
  }, [admit.state, admit.data, show]);

  // A request admitted on the spot online is valid in the phone's copy at once.
  const { learn } = offline;
  useEffect(() => {
    if (shown && !offlineAnswer(shown)) void learn(shown);
  }, [shown, learn]);

  const admitError =
    admit.data && "unreachable" in admit.data
      ? "doorOffline.admitNeedsConnection"
      : admit.data?.result?.error?.[""]?.[0];

  /** Offline answers say which copy they come from, and what cannot be done without the server. */
  function offlineNote(result: DoorResult): string | undefined {
    const answer = offlineAnswer(result);
    if (!answer) return undefined;
    const checked = offline.copy
      ? t("doorOffline.checkedOnCopy", { time: formatRome(new Date(offline.copy.takenAt), locale, "time") })
      : "";
    if (answer.typedCode) return `${checked} ${t("doorOffline.typedCardCode")}`;
    if (answer.verdict === "unknown") return `${checked} ${t("doorOffline.cardNotInCopy")}`;
    if (answer.verdict === "requested") return `${checked} ${t("doorOffline.admitNeedsConnection")}`;
    return checked;
  }

  return (
    <>
      <PageHeader title={t("pages.internal-validate.title")} lead={t("pages.internal-validate.lead")} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 lg:grid-cols-2">
        <div className="flex flex-col gap-3 lg:col-span-2">
          <DoorConnection door={offline} kind="cards" />
        </div>
        <section aria-labelledby="scanner-heading" className="flex flex-col gap-4" data-door-keys="">
          <h2 id="scanner-heading" className="text-xl font-semibold">
            {t("validate.scannerHeading")}
          </h2>
          <QrCamera
            holding={door.sending}
            forget={door.generation}
            onCode={(code) => door.send(code, "camera")}
          />
          <SoundNotice />
          <CodeEntry
            inputRef={codeInput}
            busy={door.busy}
            onCode={(code) => door.send(code, "keyboard")}
            label={t("validate.codeLabel")}
            hint={t("validate.codeHint")}
          />
        </section>
        <ScanResult
          sectionRef={door.resultRef}
          ready={t("validate.ready")}
          failed={failed !== null}
          failedMessage={!offline.online && !offline.copy ? t("doorOffline.noCopyScan") : undefined}
          onRetry={door.retry}
        >
          {shown ? (
            <VerdictPanel
              result={shown}
              admitting={admit.state !== "idle"}
              admitError={admitError}
              offlineNote={offlineNote(shown)}
              canAdmit={!offlineAnswer(shown)}
              offline={offlineAnswer(shown) !== null}
              onAdmit={(membershipId) => admit.submit({ intent: "admit", membershipId }, { method: "post" })}
              onNext={door.next}
            />
          ) : null}
        </ScanResult>
        <VisitorForm className="lg:col-span-2" />
        <DoorLog entries={loaderData.log} className="lg:col-span-2" />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-validate");
