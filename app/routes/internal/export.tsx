import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { ChoiceField, SelectField } from "~/components/members-export/export-fields";
import { ExportStatus, useRegisterDownload } from "~/components/members-export/export-status";
import { FormAlert, SubmitButton, useAppForm } from "~/components/ui/form";
import { TextField } from "~/components/ui/text-field";
import { now } from "~/domain/clock.server";
import {
  EXPORT_FORMATS,
  exportFormSchema,
  PERIOD_KINDS,
  periodOfForm,
} from "~/domain/memberships/export-form";
import { countRegister } from "~/domain/memberships/register-rows.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath, localePath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { toRomeWallTime } from "~/lib/rome-time";
import { database } from "~/routing/database.server";
import { done, invalid } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/export";

/** The form starts on the current year, month and quarter in Rome. */
export function loader() {
  const wall = toRomeWallTime(now());
  const month = Number(wall.slice(5, 7));
  return { year: Number(wall.slice(0, 4)), month, quarter: Math.ceil(month / 3) };
}

/**
 * Checks the chosen period before any file is produced: "no data" stays on the page (200); a period
 * with memberships answers the address of its file, which the page downloads at once.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: exportFormSchema });
  if (submission.status !== "success") return invalid(submission.reply());
  const period = periodOfForm(submission.value);
  const rows = await countRegister(database(context), period);
  if (rows === 0) return done(submission.reply(), { outcome: "empty" as const, period: period.key });
  const locale = localeFromPath(url.pathname);
  const { format } = submission.value;
  const fileName = `${getI18n(locale).t("membershipExport.fileName", { period: period.key })}.${format}`;
  const query = new URLSearchParams({ period: period.key, format });
  const href = `${localePath(locale, "/internal/export/file")}?${query}`;
  return done(submission.reply(), { outcome: "ready" as const, period: period.key, rows, href, fileName });
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const QUARTERS = ["1", "2", "3", "4"];

export default function InternalExport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm(exportFormSchema, actionData?.result, "export-form", {
    kind: "year",
    year: loaderData.year,
    month: loaderData.month,
    quarter: loaderData.quarter,
    format: "xlsx",
  });
  const answer = actionData?.done;
  const download = useRegisterDownload(answer);
  const label = (key: string) => t(`membershipExport.${key}`);
  const {
    key: yearKey,
    "aria-invalid": _invalid,
    "aria-describedby": _describedBy,
    ...yearInput
  } = getInputProps(fields.year, { type: "text" });
  return (
    <>
      <PageHeader title={t("pages.internal-export.title")} lead={t("pages.internal-export.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-12 *:max-w-3xl">
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          aria-labelledby="export-form-heading"
          className="group/export flex flex-col gap-6 rounded-lg border border-border bg-surface p-4 sm:p-6"
        >
          <h2 id="export-form-heading" className="text-xl font-semibold">
            {label("formHeading")}
          </h2>
          <FormAlert id={form.errorId} errors={form.errors} />
          <ChoiceField
            field={fields.kind}
            idPrefix="export-kind"
            legend={label("periodLegend")}
            options={PERIOD_KINDS.map((kind) => ({ value: kind, label: label(`kinds.${kind}`) }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              key={yearKey}
              {...yearInput}
              id={fields.year.id}
              label={label("year")}
              errors={fields.year.errors}
              inputMode="numeric"
              autoComplete="off"
            />
            {/* Only the part the chosen kind needs shows, by CSS, so it works before JavaScript too. */}
            <SelectField
              field={fields.month}
              label={label("month")}
              options={MONTHS.map((month) => ({ value: month, label: label(`months.${month}`) }))}
              className="group-has-[#export-kind-quarter:checked]/export:hidden group-has-[#export-kind-year:checked]/export:hidden"
            />
            <SelectField
              field={fields.quarter}
              label={label("quarter")}
              options={QUARTERS.map((quarter) => ({ value: quarter, label: label(`quarters.${quarter}`) }))}
              className="group-has-[#export-kind-month:checked]/export:hidden group-has-[#export-kind-year:checked]/export:hidden"
            />
          </div>
          <ChoiceField
            field={fields.format}
            idPrefix="export-format"
            legend={label("formatLegend")}
            options={EXPORT_FORMATS.map((format) => ({ value: format, label: label(`formats.${format}`) }))}
          />
          <p className="text-sm text-muted">{label("rule")}</p>
          <div>
            <SubmitButton disabled={download.state === "busy"}>{label("submit")}</SubmitButton>
          </div>
        </Form>
        <ExportStatus answer={answer} download={download} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-export");
