import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { PlaceField } from "~/components/memberships/place-field";
import { AppLink } from "~/components/ui/app-link";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field, FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextField } from "~/components/ui/text-field";
import { countryName, isItaly } from "~/domain/memberships/countries";
import { membershipEditSchema } from "~/domain/memberships/edit-form";
import { categoryLabel, typeLabel } from "~/domain/memberships/labels";
import { MEMBERSHIP_CATEGORIES, MEMBERSHIP_TYPES } from "~/domain/memberships/request-form";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { SelectField } from "./select-field";

export const MISMATCH_ERROR = "membership.errors.fiscalCodeMismatch";

/**
 * Management corrects a member's personal data with the request form's rules. When the fiscal code
 * disagrees with the data, the fields to verify say so and a confirmation appears, as on the request.
 * The place of birth is typed with the request's suggestions: in Italy the server needs a
 * municipality of the list to check the code against.
 */
export function MembershipEditForm({
  id,
  defaults,
  lastResult,
}: {
  id: string;
  defaults: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The stored code, typed as its name in the page's language (ADR 061).
  const shownCountry = countryName(defaults.birthCountry ?? "", locale);
  const [form, fields] = useAppForm(membershipEditSchema, lastResult, "edit-form", {
    ...defaults,
    birthCountry: shownCountry,
  });
  const label = (name: string) => t(`register.card.fields.${name}` as "register.card.fields.firstName");
  const [country, setCountry] = useState(shownCountry);
  const mismatch = Object.values(lastResult?.error ?? {}).some((errors) => errors?.includes(MISMATCH_ERROR));
  const {
    key: dateKey,
    "aria-invalid": _i,
    "aria-describedby": _d,
    ...date
  } = getInputProps(fields.birthDate, {
    type: "date",
  });
  return (
    <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="edit" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.lastName} type="text" label={label("lastName")} autoComplete="off" required />
        <Field field={fields.firstName} type="text" label={label("firstName")} autoComplete="off" required />
        <SelectField
          field={fields.type}
          label={label("type")}
          options={MEMBERSHIP_TYPES.map((value) => ({ value, label: typeLabel(t, value) }))}
        />
        <SelectField
          field={fields.category}
          label={label("category")}
          options={MEMBERSHIP_CATEGORIES.map((value) => ({
            value,
            label: categoryLabel(t, value) ?? value,
          }))}
        />
        <TextField
          key={dateKey}
          {...date}
          id={fields.birthDate.id}
          label={label("birthDate")}
          errors={fields.birthDate.errors}
        />
        <SelectField
          field={fields.citizenship}
          label={label("citizenship")}
          options={(["italian", "foreign"] as const).map((value) => ({
            value,
            label: t(`register.card.citizenships.${value}`),
          }))}
        />
        <PlaceField
          field={fields.birthCountry}
          kind="country"
          label={label("birthCountry")}
          onValue={setCountry}
        />
        <PlaceField
          field={fields.birthCity}
          kind={isItaly(country) ? "city" : null}
          label={label("birthCity")}
          hint={isItaly(country) ? t("membership.form.birthCityItalyHint") : undefined}
        />
        <Field field={fields.fiscalCode} type="text" label={label("fiscalCode")} autoComplete="off" />
        <Field
          field={fields.foreignIdNumber}
          type="text"
          label={label("foreignIdNumber")}
          autoComplete="off"
        />
        <Field field={fields.address} type="text" label={label("address")} autoComplete="off" required />
        <Field field={fields.email} type="email" label={label("email")} autoComplete="off" />
      </div>
      {mismatch && (
        <CheckboxField field={fields.confirmMismatch} label={t("register.card.edit.confirmMismatch")} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton>{t("register.card.edit.save")}</SubmitButton>
        <AppLink to={`/internal/list/${id}`} className="inline-flex min-h-11 items-center px-3 underline">
          {t("register.card.edit.back")}
        </AppLink>
      </div>
    </Form>
  );
}
