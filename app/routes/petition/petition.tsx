import { parseWithZod } from "@conform-to/zod/v4";
import { PageHeader } from "~/components/layout/page-header";
import { PetitionBlock } from "~/components/petition/petition-block";
import { signPetitionSchema } from "~/domain/petition/schemas";
import { confirmedSignatureCount, signPetition } from "~/domain/petition/signatures.server";
import { consumeAll } from "~/domain/security/rate-limit.server";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { waitError } from "~/lib/form-errors";
import { requestInfoContext } from "~/request-context";
import { database } from "~/routing/database.server";
import { actionHeaders, done, invalid, limited, refused } from "~/routing/form-result.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/petition";

export async function loader({ context }: Route.LoaderArgs) {
  return { count: await confirmedSignatureCount(database(context)) };
}

/** The sign action of every petition block, wherever it is shown. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signPetitionSchema });
  if (submission.status !== "success") return invalid(submission.reply());
  const db = database(context);
  const { email, firstName, lastName } = submission.value;
  const limit = await consumeAll(db, [
    ["petition-ip", context.get(requestInfoContext).ip],
    ["petition-email", email],
  ]);
  if (limit.limited) {
    const wait = limit.retryAfterSeconds;
    return limited(submission.reply({ formErrors: [waitError(wait)] }), wait);
  }
  const outcome = await signPetition(
    db,
    { email, firstName, lastName },
    { locale: localeFromPath(url.pathname) },
  );
  if (outcome === "already-signed") {
    return refused(409, submission.reply({ fieldErrors: { email: ["petition.alreadySigned"] } }));
  }
  return done(submission.reply({ resetForm: true }), { sentTo: email });
}

export const headers = actionHeaders;

export default function Petition({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.petition.title")} lead={t("pages.petition.lead")} />
      <PetitionBlock initialCount={loaderData.count} lastResult={actionData} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "petition");
