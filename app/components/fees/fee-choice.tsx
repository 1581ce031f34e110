import { useEffect, useRef, useState } from "react";
import { TextField } from "~/components/ui/text-field";
import { STAFF_FEE_METHODS, type StaffFeeMethod } from "~/domain/memberships/fee-method";
import { WAIVED_REASON_MAX } from "~/domain/memberships/fee-payment-form";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatPrice } from "~/lib/money";

/**
 * How the fee was paid, chosen where staff admit (ADR 050): cash (first: the door's usual way),
 * card on the POS, or waived with a reason, which then appears. Plain inputs named `feeMethod` and
 * `feeReason`, so any form around them sends them; the server's errors sit next to each. Above the
 * choice, the amount due for the card today (none set: €0 is recorded), when the caller knows it.
 */
export function FeeChoice({
  idPrefix,
  defaultMethod = "cash",
  defaultReason,
  errors,
  dueCents,
  paidOnline,
}: {
  idPrefix: string;
  /** The fee was paid online (ADR 054): said instead of the choice, already written for staff. */
  paidOnline?: string;
  /** The fee in force for the card today, in cents; null when none is set; undefined: not shown. */
  dueCents?: number | null;
  defaultMethod?: StaffFeeMethod;
  defaultReason?: string;
  errors?: Record<string, string[] | null | undefined>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [method, setMethod] = useState<string>(defaultMethod);
  // A choice made before the page's scripts ran is in the radios, not in the state: read it once.
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input[name="feeMethod"]:checked');
    if (chosen) setMethod(chosen.value);
  }, []);
  const methodErrors = errors?.feeMethod ?? undefined;
  const reasonErrors = errors?.feeReason ?? undefined;
  const methodErrorId = `${idPrefix}-method-error`;
  if (paidOnline)
    return (
      <div className="flex flex-col gap-1" data-testid={`${idPrefix}-fee`}>
        <p className="font-semibold">{t("fees.choice.legend")}</p>
        <p data-testid={`${idPrefix}-paid-online`}>{paidOnline}</p>
        {/* The admission records the online payment whatever the form says; the form stays valid. */}
        <input type="hidden" name="feeMethod" value="cash" />
      </div>
    );
  return (
    <fieldset
      ref={group}
      className="flex flex-col gap-3"
      aria-describedby={methodErrors?.length ? methodErrorId : undefined}
      data-testid={`${idPrefix}-fee`}
    >
      <legend className="mb-1 font-semibold">{t("fees.choice.legend")}</legend>
      {dueCents !== undefined && (
        <p className="text-lg font-semibold" data-testid={`${idPrefix}-fee-due`}>
          {dueCents === null
            ? t("fees.choice.dueNone")
            : t("fees.choice.due", { amount: formatPrice(dueCents, locale) })}
        </p>
      )}
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {STAFF_FEE_METHODS.map((value) => (
          <div key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              id={`${idPrefix}-method-${value}`}
              name="feeMethod"
              value={value}
              defaultChecked={value === defaultMethod}
              onChange={() => setMethod(value)}
              aria-invalid={methodErrors?.length ? true : undefined}
              className="size-5 accent-[var(--accent)]"
            />
            <label htmlFor={`${idPrefix}-method-${value}`}>{t(`fees.methods.${value}`)}</label>
          </div>
        ))}
      </div>
      {methodErrors?.length ? (
        <p id={methodErrorId} className="text-sm text-danger">
          {methodErrors.map((error) => t(error)).join(" ")}
        </p>
      ) : null}
      {method === "waived" && (
        <TextField
          id={`${idPrefix}-reason`}
          name="feeReason"
          label={t("fees.choice.reason")}
          hint={t("fees.choice.reasonHint")}
          defaultValue={defaultReason}
          maxLength={WAIVED_REASON_MAX}
          errors={reasonErrors}
          autoComplete="off"
        />
      )}
    </fieldset>
  );
}
