import { useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { StaffAddForm } from "~/components/staff-admin/staff-add-form";
import { StaffList } from "~/components/staff-admin/staff-list";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, Notice } from "~/components/ui/form";
import type { AccessLevel } from "~/domain/accounts/access";
import { listStaff } from "~/domain/accounts/list-staff.server";
import { addStaffMember, changeStaffLevel, setStaffActive } from "~/domain/accounts/staff-admin.server";
import { staffAddFormSchema, staffLevelFormSchema, staffRowFormSchema } from "~/domain/accounts/staff-forms";
import { parseStaffListQuery } from "~/domain/accounts/staff-list-query";
import { useTranslation } from "~/i18n/use-translation";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { pageMeta } from "~/routing/page-meta";
import { requireStaff } from "~/routing/viewer.server";
import type { Route } from "./+types/staff";

/** Administrators only (ADR 011, 027): who may sign in to the staff pages, and with what level. */

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireStaff(context, url, "admin");
  const query = parseStaffListQuery(url.searchParams);
  const list = await listStaff(database(context), query);
  return { query: { ...query, page: list.page }, list, selfId: me.id };
}

const STAFF_FORMS = {
  add: staffAddFormSchema,
  level: staffLevelFormSchema,
  disable: staffRowFormSchema,
  enable: staffRowFormSchema,
};

type Done =
  | { kind: "added"; name: string; email: string; level: number; password: string }
  | { kind: "level"; name: string; level: number }
  | { kind: "disable" | "enable"; name: string };

const REFUSAL = {
  "not-found": { status: 404, error: "staffAdmin.errors.notFound" },
  self: { status: 409, error: "staffAdmin.errors.self" },
} as const;

export async function action({ request, context, url }: Route.ActionArgs) {
  const me = requireStaff(context, url, "admin");
  const actor = { staffId: me.id, ip: context.get(requestInfoContext).ip };
  const parsed = parseIntent(await request.formData(), STAFF_FORMS);
  // An unknown intent or a malformed row button can only come from a stale or forged page.
  if (!parsed) return refused(409, noFields(["staffAdmin.errors.notFound"]));
  const db = database(context);
  if (parsed.intent === "add") {
    const { submission } = parsed;
    if (submission.status !== "success") return invalid(submission.reply(), { form: "add" });
    const { level, ...person } = submission.value;
    const outcome = await addStaffMember(db, actor, { ...person, accessLevel: Number(level) as AccessLevel });
    if (!outcome.ok)
      return refused(409, submission.reply({ fieldErrors: { email: ["staffAdmin.errors.emailTaken"] } }), {
        form: "add",
      });
    const { member } = outcome;
    return done<Done>(
      submission.reply({ resetForm: true }),
      {
        kind: "added",
        name: `${member.firstName} ${member.lastName}`,
        email: member.email,
        level: member.accessLevel,
        password: outcome.password,
      },
      { form: "add" },
    );
  }
  const { submission } = parsed;
  if (submission.status !== "success") return invalid(noFields(["staffAdmin.errors.notFound"]));
  const outcome =
    parsed.intent === "level" && parsed.submission.status === "success"
      ? await changeStaffLevel(
          db,
          actor,
          parsed.submission.value.id,
          Number(parsed.submission.value.level) as AccessLevel,
        )
      : await setStaffActive(db, actor, submission.value.id, parsed.intent === "enable");
  if (!outcome.ok) {
    const refusal = REFUSAL[outcome.code];
    return refused(refusal.status, noFields([refusal.error]));
  }
  const name = `${outcome.member.firstName} ${outcome.member.lastName}`;
  if (parsed.intent === "level")
    return done<Done>(noFields(), { kind: "level", name, level: outcome.member.accessLevel });
  return done<Done>(noFields(), { kind: parsed.intent === "enable" ? "enable" : "disable", name });
}

function DoneNotice({ value }: { value: Done }) {
  const { t } = useTranslation();
  const level = (n: number) => t(`dashboard.level${Math.min(Math.max(n, 0), 2) as 0 | 1 | 2}`);
  if (value.kind === "added")
    return (
      <Notice tone="success">
        {t("staffAdmin.done.added", { name: value.name, email: value.email, level: level(value.level) })}{" "}
        <strong className="font-mono text-lg whitespace-nowrap" data-testid="staff-password">
          {value.password}
        </strong>{" "}
        {t("staffAdmin.done.passwordOnce")}
      </Notice>
    );
  if (value.kind === "level")
    return (
      <Notice tone="success">
        {t("staffAdmin.done.level", { name: value.name, level: level(value.level) })}
      </Notice>
    );
  return <Notice tone="success">{t(`staffAdmin.done.${value.kind}`, { name: value.name })}</Notice>;
}

export default function InternalStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const addResult = actionData?.form === "add" ? actionData.result : undefined;
  return (
    <>
      <PageHeader title={t("pages.internal-staff.title")} lead={t("pages.internal-staff.lead")}>
        <a href="#staff-add-form" className={buttonClass("primary", "mt-4")}>
          {t("staffAdmin.add.title")}
        </a>
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-12">
        {actionData?.done && <DoneNotice value={actionData.done} />}
        <FormAlert errors={actionData?.form ? undefined : formErrorsOf(actionData)} />
        <StaffList query={loaderData.query} list={loaderData.list} selfId={loaderData.selfId} />
        {/* A new location (after adding) starts the form afresh. */}
        <StaffAddForm key={location.key} lastResult={addResult} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-staff");
