import { useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { TermSection } from "~/components/terms/term-list";
import { FormAlert, Notice } from "~/components/ui/form";
import { now } from "~/domain/clock.server";
import { addTerm } from "~/domain/terms/add-term.server";
import { listTerms } from "~/domain/terms/list-terms.server";
import { mergeTerms } from "~/domain/terms/merge-terms.server";
import { renameTerm } from "~/domain/terms/rename-term.server";
import { setTermRetired } from "~/domain/terms/retire-term.server";
import { addTermSchema, mergeTermSchema, renameTermSchema, retireTermSchema } from "~/domain/terms/term-form";
import { TERM_KINDS } from "~/domain/terms/terms";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { formErrorsOf } from "~/routing/form-answer";
import { done, invalid, noFields, refused } from "~/routing/form-result.server";
import { parseIntent } from "~/routing/intent";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/terms";

/** Event types and news categories (ADR 058): management (level 1, the route's guard) keeps the lists. */

export async function loader({ context }: Route.LoaderArgs) {
  const db = database(context);
  const [eventTypes, newsCategories] = await Promise.all([
    listTerms(db, "event_type"),
    listTerms(db, "news_category"),
  ]);
  return { lists: { event_type: eventTypes, news_category: newsCategories } };
}

const TERM_FORMS = {
  add: addTermSchema,
  rename: renameTermSchema,
  merge: mergeTermSchema,
  retire: retireTermSchema,
  restore: retireTermSchema,
};

type Labels = { it: string; en: string };
type Done =
  | { kind: "added" | "renamed" | "retired" | "restored"; label: Labels }
  | { kind: "merged"; from: Labels; into: Labels; count: number };

const labelsOf = (term: { labelIt: string; labelEn: string }): Labels => ({
  it: term.labelIt,
  en: term.labelEn,
});
const notFound = () => refused(404, noFields(["terms.errors.notFound"]));

export async function action({ request, context }: Route.ActionArgs) {
  const me = currentStaff(context);
  const actor = { staffId: me.id, ip: context.get(requestInfoContext).ip };
  const parsed = parseIntent(await request.formData(), TERM_FORMS);
  // An unknown intent can only come from a stale or forged page.
  if (!parsed) return notFound();
  const db = database(context);
  const at = now();
  if (parsed.intent === "add") {
    const { submission } = parsed;
    const form = `add-${String(submission.payload.kind)}`;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const outcome = await addTerm(db, actor, submission.value, at);
    if (!outcome.ok) return refused(409, submission.reply({ fieldErrors: outcome.fieldErrors }), { form });
    return done<Done>(
      submission.reply({ resetForm: true }),
      { kind: "added", label: labelsOf(outcome.term) },
      { form },
    );
  }
  if (parsed.intent === "rename") {
    const { submission } = parsed;
    const form = `rename-${String(submission.payload.id)}`;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const outcome = await renameTerm(db, actor, submission.value, at);
    if (!outcome.ok)
      return outcome.reason === "taken"
        ? refused(409, submission.reply({ fieldErrors: outcome.fieldErrors }), { form })
        : notFound();
    return done<Done>(submission.reply(), { kind: "renamed", label: labelsOf(outcome.term) }, { form });
  }
  if (parsed.intent === "merge") {
    const { submission } = parsed;
    const form = `merge-${String(submission.payload.id)}`;
    if (submission.status !== "success") return invalid(submission.reply(), { form });
    const outcome = await mergeTerms(db, actor, submission.value, at);
    if (!outcome.ok)
      return outcome.reason === "bad-target"
        ? refused(409, submission.reply({ fieldErrors: { into: ["terms.errors.unknown"] } }), { form })
        : notFound();
    return done<Done>(submission.reply({ resetForm: true }), {
      kind: "merged",
      from: labelsOf(outcome.source),
      into: labelsOf(outcome.target),
      count: outcome.items,
    });
  }
  const { submission } = parsed;
  if (submission.status !== "success") return notFound();
  const retired = parsed.intent === "retire";
  const outcome = await setTermRetired(db, actor, submission.value.id, retired, at);
  if (!outcome.ok) return notFound();
  return done<Done>(noFields(), { kind: retired ? "retired" : "restored", label: labelsOf(outcome.term) });
}

function DoneNotice({ value }: { value: Done }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (value.kind === "merged")
    return (
      <Notice tone="success">
        {t("terms.done.merged", { from: value.from[locale], into: value.into[locale], count: value.count })}
      </Notice>
    );
  return <Notice tone="success">{t(`terms.done.${value.kind}`, { label: value.label[locale] })}</Notice>;
}

export default function InternalTerms({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <PageHeader title={t("pages.internal-terms.title")} lead={t("pages.internal-terms.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pb-12">
        {actionData?.done && <DoneNotice value={actionData.done} />}
        <FormAlert errors={actionData?.form ? undefined : formErrorsOf(actionData)} />
        {TERM_KINDS.map((kind) => (
          <TermSection
            key={kind}
            kind={kind}
            terms={loaderData.lists[kind]}
            answer={actionData}
            // A new location (after a change) starts the forms afresh from the stored names.
            formKey={location.key}
          />
        ))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-terms");
