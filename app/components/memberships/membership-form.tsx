import { type DefaultValue, type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { FeeChoice } from "~/components/fees/fee-choice";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextField } from "~/components/ui/text-field";
import { countryName, ITALY, isItaly } from "~/domain/memberships/countries";
import { categoryLabel, typeLabel } from "~/domain/memberships/labels";
import {
  MEMBERSHIP_CATEGORIES,
  MEMBERSHIP_TYPES,
  type MembershipCreateValue,
  membershipCreateSchema,
  membershipRequestSchema,
} from "~/domain/memberships/request-form";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import type { FormAnswer } from "~/routing/form-answer";
import { SITE } from "~/site";
import { PlaceField } from "./place-field";

export type MembershipFormAnswer = FormAnswer<unknown>;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Choice({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const invalid = Boolean(field.errors?.length);
  const errorId = `${field.id}-error`;
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="font-medium">{legend}</legend>
      {options.map((option) => {
        const { key, ...input } = getInputProps(field, { type: "radio", value: option.value });
        const id = `${field.id}-${option.value}`;
        return (
          <div key={key ?? option.value} className="flex items-center gap-3">
            <input
              {...input}
              id={id}
              aria-invalid={invalid || undefined}
              className="size-5 accent-[var(--accent)]"
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      {invalid && (
        <p id={errorId} className="text-sm text-danger">
          {field.errors?.map((error) => t(error)).join(" ")}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The membership form of spec §3: the person's own request (/u/membership) and the staff's
 * create form (/internal/membership). The e-mail is the account's for a person's own request, and
 * optional for staff. A fiscal code that disagrees with the data names the fields to verify and
 * offers to confirm them.
 */
export function MembershipForm({
  lastResult,
  defaultValue,
  accountEmail,
  staff = false,
  fees,
  submitLabel,
}: {
  lastResult?: MembershipFormAnswer;
  defaultValue?: DefaultValue<MembershipCreateValue>;
  /** The account's address, shown read-only (a person's own request). */
  accountEmail?: string;
  /** The staff's create form: an optional e-mail, and whether the card is valid at once. */
  staff?: boolean;
  /** The staff's form: the fee in force today by "type|category" (null: none set), to say what is due. */
  fees?: Record<string, number | null>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The country is stored as its code and typed as its name in the page's language (ADR 061).
  const shownCountry = countryName(String(defaultValue?.birthCountry ?? ITALY), locale);
  const [form, fields] = useAppForm<MembershipCreateValue>(
    staff ? membershipCreateSchema : (membershipRequestSchema as typeof membershipCreateSchema),
    lastResult?.result,
    "membership",
    { ...defaultValue, birthCountry: shownCountry } as typeof defaultValue,
  );
  const [country, setCountry] = useState(shownCountry);
  const mismatch = Boolean(
    fields.fiscalCode.errors?.includes("membership.errors.fiscalCodeMismatch") ||
      fields.confirmMismatch.value,
  );
  const select = getSelectProps(fields.category);

  return (
    <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      <Fieldset legend={t("membership.form.personHeading")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            field={fields.firstName}
            type="text"
            label={t("membership.form.firstName")}
            autoComplete="given-name"
          />
          <Field
            field={fields.lastName}
            type="text"
            label={t("membership.form.lastName")}
            autoComplete="family-name"
          />
        </div>
        {staff && (
          <Field
            field={fields.email}
            type="email"
            label={t("membership.form.emailStaff")}
            hint={t("membership.form.emailStaffHint")}
            autoComplete="off"
          />
        )}
        {accountEmail && (
          <TextField
            id="membership-email"
            label={t("membership.form.email")}
            hint={t("membership.form.emailHint")}
            value={accountEmail}
            readOnly
            type="email"
          />
        )}
        <Field
          field={fields.address}
          type="text"
          label={t("membership.form.address")}
          hint={t("membership.form.addressHint")}
          autoComplete="street-address"
        />
      </Fieldset>
      <Fieldset legend={t("membership.form.birthHeading")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceField
            field={fields.birthCountry}
            kind="country"
            label={t("membership.form.birthCountry")}
            onValue={setCountry}
          />
          <PlaceField
            field={fields.birthCity}
            kind={isItaly(country) ? "city" : null}
            label={t("membership.form.birthCity")}
            hint={
              isItaly(country) ? t("membership.form.birthCityItalyHint") : t("membership.form.birthCityHint")
            }
          />
          <Field
            field={fields.birthDate}
            type="date"
            label={t("membership.form.birthDate")}
            autoComplete="bday"
          />
        </div>
        <Choice
          field={fields.citizenship}
          legend={t("membership.form.citizenship")}
          options={[
            { value: "italian", label: t("membership.form.italian") },
            { value: "foreign", label: t("membership.form.foreign") },
          ]}
        />
      </Fieldset>
      <Fieldset legend={t("membership.form.identityHeading")}>
        <Field
          field={fields.fiscalCode}
          type="text"
          label={t("membership.form.fiscalCode")}
          hint={t("membership.form.fiscalCodeHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Field
          field={fields.foreignIdNumber}
          type="text"
          label={t("membership.form.foreignIdNumber")}
          hint={t("membership.form.foreignIdHint")}
          autoComplete="off"
        />
        {mismatch && (
          <div
            className="flex flex-col gap-3 rounded-md border-2 border-danger p-3"
            data-testid="fiscal-code-mismatch"
          >
            <p>{t("membership.form.mismatchNote")}</p>
            <CheckboxField field={fields.confirmMismatch} label={t("membership.form.confirmMismatch")} />
          </div>
        )}
      </Fieldset>
      <Fieldset legend={t("membership.form.cardHeading")}>
        <Choice
          field={fields.type}
          legend={t("membership.form.type")}
          options={MEMBERSHIP_TYPES.map((type) => ({
            value: type,
            label: `${typeLabel(t, type)} (${t(`membership.typeHints.${type}`)})`,
          }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.category.id} className="font-medium">
            {t("membership.form.category")}
          </label>
          <select
            {...select}
            key={select.key}
            aria-invalid={fields.category.errors?.length ? true : undefined}
            aria-describedby={fields.category.errors?.length ? `${fields.category.id}-error` : undefined}
            className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-danger"
          >
            <option value="">—</option>
            {MEMBERSHIP_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(t, category)}
              </option>
            ))}
          </select>
          {fields.category.errors?.length ? (
            <p id={`${fields.category.id}-error`} className="text-sm text-danger">
              {fields.category.errors.map((error) => t(error)).join(" ")}
            </p>
          ) : null}
        </div>
        {staff && <CheckboxField field={fields.validNow} label={t("membership.form.validNow")} />}
        {/* Valid at once is an admission: how the fee was paid (ADR 050). */}
        {staff && (
          <FeeChoice
            idPrefix="membership-create"
            defaultMethod={
              fields.feeMethod.initialValue === "card"
                ? "card"
                : fields.feeMethod.initialValue === "waived"
                  ? "waived"
                  : "cash"
            }
            defaultReason={fields.feeReason.initialValue}
            errors={{ feeMethod: fields.feeMethod.errors, feeReason: fields.feeReason.errors }}
            dueCents={
              fees && fields.type.value && fields.category.value
                ? (fees[`${fields.type.value}|${fields.category.value}`] ?? null)
                : undefined
            }
          />
        )}
      </Fieldset>
      <Fieldset legend={t("membership.form.consentHeading")}>
        {/* Staff tick the boxes for the person in front of them: worded for staff. */}
        <CheckboxField
          field={fields.privacy}
          label={t(staff ? "membership.form.privacyStaff" : "membership.form.privacy")}
        >
          <a href="/privacy" target="_blank" rel="noopener" className="underline">
            {t("account.privacyLink")}
            <span className="sr-only"> {t("nav.newTab")}</span>
          </a>
        </CheckboxField>
        <CheckboxField
          field={fields.statute}
          label={t(staff ? "membership.form.statuteStaff" : "membership.form.statute")}
        >
          <span>{t("membership.form.statuteLinks")} </span>
          <a
            href={SITE.statutes.it}
            hrefLang="it"
            type="application/pdf"
            target="_blank"
            rel="noopener"
            className="underline"
          >
            {t("footer.statute")}
            <span className="sr-only"> {t("nav.newTab")}</span>
          </a>
          {" · "}
          <a
            href={SITE.statutes.en}
            hrefLang="en"
            type="application/pdf"
            target="_blank"
            rel="noopener"
            className="underline"
          >
            {t("footer.statuteEn")}
            <span className="sr-only"> {t("nav.newTab")}</span>
          </a>
        </CheckboxField>
      </Fieldset>
      <div>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
