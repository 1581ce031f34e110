import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { PetitionBlock, type PetitionSignResult } from "~/components/petition/petition-block";
import { getDb } from "~/db/client.server";
import { signPetitionSchema } from "~/domain/petition/schemas";
import { confirmedSignatureCount, signPetition } from "~/domain/petition/signatures.server";
import { consumeAll } from "~/domain/security/rate-limit.server";
import { localeFromPath } from "~/i18n/locale";
import { requestInfoContext } from "~/request-context";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/petition";

export async function loader() {
  return { count: await confirmedSignatureCount(getDb()) };
}

/** The sign action of every petition block, wherever it is shown. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signPetitionSchema });
  if (submission.status !== "success") {
    return { reply: submission.reply(), sentTo: null } satisfies PetitionSignResult;
  }
  const db = getDb();
  const { email, firstName, lastName } = submission.value;
  const limit = await consumeAll(db, [
    ["petition-ip", context.get(requestInfoContext).ip],
    ["petition-email", email],
  ]);
  if (limit.limited) {
    const reply = submission.reply({ formErrors: ["forms.tooManyAttempts"] });
    return data<PetitionSignResult>({ reply, sentTo: null }, { status: 429 });
  }
  const outcome = await signPetition(
    db,
    { email, firstName, lastName },
    { locale: localeFromPath(url.pathname) },
  );
  if (outcome === "already-signed") {
    const reply = submission.reply({ fieldErrors: { email: ["petition.alreadySigned"] } });
    return { reply, sentTo: null } satisfies PetitionSignResult;
  }
  return { reply: submission.reply({ resetForm: true }), sentTo: email } satisfies PetitionSignResult;
}

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
