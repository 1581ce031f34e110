import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, useAppForm } from "~/components/ui/form";
import { visitorSchema } from "~/domain/door/forms";
import { useTranslation } from "~/i18n/use-translation";
import type { FormAnswer } from "~/routing/form-answer";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

type VisitorAnswer = FormAnswer<{ visitor: string } | object>;

/** Records a member of another circolo of the same network, let in on their own card. */
export function VisitorForm({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<VisitorAnswer>({ key: "door-visitor" });
  const answer = fetcher.data?.form === "visitor" ? fetcher.data : undefined;
  const [form, fields] = useAppForm(visitorSchema, answer?.result, "door-visitor");
  // One nonce per entry: a retried send is recorded once; a new one after each success.
  const [nonce, setNonce] = useState("");
  const recorded = answer?.done && "visitor" in answer.done ? answer.done.visitor : null;
  const busy = useDelayedFlag(fetcher.state !== "idle");
  const status = useRef<HTMLParagraphElement>(null);

  // Made in the browser (the server's render has none), and anew after each recorded entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry gets a new nonce
  useEffect(() => {
    setNonce(crypto.randomUUID());
  }, [recorded]);

  return (
    <details className={`rounded-lg border border-border bg-surface p-4 ${className}`}>
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
        {t("validate.visitor.heading")}
      </summary>
      <fetcher.Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        className="mt-2 flex flex-col gap-4"
      >
        <p className="text-muted">{t("validate.visitor.intro")}</p>
        <input type="hidden" name="intent" value="visitor" />
        <input type="hidden" name="nonce" value={nonce} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field field={fields.name} type="text" label={t("validate.visitor.name")} autoComplete="off" />
          <Field
            field={fields.network}
            type="text"
            label={t("validate.visitor.network")}
            autoComplete="off"
            list="door-networks"
          />
          <Field field={fields.card} type="text" label={t("validate.visitor.card")} autoComplete="off" />
        </div>
        <datalist id="door-networks">
          {["ARCI", "ACLI", "AICS", "ENDAS", "MCL", "UISP"].map((network) => (
            <option key={network} value={network} />
          ))}
        </datalist>
        <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
          {t("validate.visitor.submit")}
        </Button>
        <p ref={status} role="status" className="font-semibold text-success" data-testid="visitor-recorded">
          {recorded ? t("validate.visitor.recorded", { name: recorded }) : ""}
        </p>
      </fetcher.Form>
    </details>
  );
}
