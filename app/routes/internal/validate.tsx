import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { DoorLog } from "~/components/door/door-log";
import { QrCamera } from "~/components/door/qr-camera";
import { VerdictPanel } from "~/components/door/verdict-panel";
import { VisitorForm } from "~/components/door/visitor-form";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { now } from "~/domain/clock.server";
import { admitAtDoor, recordVisitor, scanMembership, todaysDoorLog } from "~/domain/memberships/door.server";
import type { DoorResult } from "~/domain/memberships/door-answer";
import { admitSchema, doorCodeSchema, visitorSchema } from "~/domain/memberships/door-forms";
import { database } from "~/routing/database.server";
import type { FormAnswer } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { pageMeta } from "~/routing/page-meta";
import { requireStaff } from "~/routing/viewer.server";
import { useDelayedFlag } from "~/shell/use-delayed-flag";
import type { Route } from "./+types/validate";

export async function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url);
  return { log: await todaysDoorLog(database(context), now()) };
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

const newNonce = () => crypto.randomUUID();

export default function Validate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const scan = useFetcher<ValidateAnswer>({ key: "door-scan" });
  const admit = useFetcher<ValidateAnswer>({ key: "door-admit" });
  const codeInput = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<DoorResult | null>(null);
  const [failed, setFailed] = useState<{ code: string; nonce: string; source: "camera" | "keyboard" } | null>(
    null,
  );
  const pending = useRef<{ code: string; nonce: string; source: "camera" | "keyboard" } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const resultSection = useRef<HTMLElement>(null);
  const busy = useDelayedFlag(scan.state !== "idle");

  function send(code: string, source: "camera" | "keyboard", nonce: string = newNonce()) {
    pending.current = { code, nonce, source };
    setFailed(null);
    scan.submit({ intent: "scan", code, nonce, source }, { method: "post" });
  }

  // A fetcher that finished without data failed on the way (offline, server down): offer a retry
  // with the same nonce, so the scan is recorded once however often it is sent.
  useEffect(() => {
    if (scan.state !== "idle" || !pending.current) return;
    const sent = pending.current;
    pending.current = null;
    const data = scan.data;
    if (data?.done && "answer" in data.done) setShown(data.done);
    else if (!data) setFailed(sent);
  }, [scan.state, scan.data]);

  // The answer in view on a phone, where it moved above the scanner.
  useEffect(() => {
    if (shown || failed) resultSection.current?.scrollIntoView({ block: "nearest" });
  }, [shown, failed]);

  useEffect(() => {
    if (admit.state === "idle" && admit.data?.done && "answer" in admit.data.done) setShown(admit.data.done);
  }, [admit.state, admit.data]);

  function reset() {
    setShown(null);
    setFailed(null);
    codeInput.current?.focus();
  }

  const admitError = admit.data?.result.error?.[""]?.[0];

  return (
    <>
      <PageHeader title={t("pages.internal-validate.title")} lead={t("pages.internal-validate.lead")} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 lg:grid-cols-2">
        <section aria-labelledby="scanner-heading" className="flex flex-col gap-4">
          <h2 id="scanner-heading" className="text-xl font-semibold">
            {t("validate.scannerHeading")}
          </h2>
          <QrCamera
            paused={shown !== null || scan.state !== "idle"}
            onCode={(code) => send(code, "camera")}
          />
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const code = codeInput.current?.value.trim() ?? "";
              if (!code) {
                setCodeError("validate.errors.code");
                codeInput.current?.focus();
                return;
              }
              setCodeError(null);
              send(code, "keyboard");
              if (codeInput.current) codeInput.current.value = "";
            }}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
          >
            <TextField
              ref={codeInput}
              id="door-code"
              name="code"
              label={t("validate.codeLabel")}
              hint={t("validate.codeHint")}
              errors={codeError ? [codeError] : undefined}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={80}
            />
            <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
              {busy ? t("validate.checking") : t("validate.check")}
            </Button>
          </form>
        </section>
        {/* On a phone the answer comes first while it shows: the camera is paused meanwhile. */}
        <section
          ref={resultSection}
          aria-labelledby="result-heading"
          className={`flex flex-col gap-4 ${shown || failed ? "order-first lg:order-none" : ""}`}
        >
          <h2 id="result-heading" className="text-xl font-semibold">
            {t("validate.resultHeading")}
          </h2>
          {failed ? (
            <div role="alert" className="flex flex-col gap-3 rounded-lg border-2 border-danger p-4">
              <p className="font-semibold text-danger">{t("validate.failed")}</p>
              <Button className="self-start" onClick={() => send(failed.code, failed.source, failed.nonce)}>
                {t("validate.retry")}
              </Button>
            </div>
          ) : shown ? (
            <VerdictPanel
              result={shown}
              admitting={admit.state !== "idle"}
              admitError={admitError}
              onAdmit={(membershipId) => admit.submit({ intent: "admit", membershipId }, { method: "post" })}
              onReset={reset}
            />
          ) : (
            <p role="status" className="rounded-lg border border-dashed border-border p-6 text-lg text-muted">
              {t("validate.ready")}
            </p>
          )}
        </section>
        <VisitorForm className="lg:col-span-2" />
        <DoorLog entries={loaderData.log} className="lg:col-span-2" />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-validate");
