import { data } from "react-router";
import { ReceiptSheet } from "~/components/fees/receipt-sheet";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { now } from "~/domain/clock.server";
import { recordPersonalDataView } from "~/domain/memberships/personal-data-view.server";
import { readReceipt } from "~/domain/memberships/receipt.server";
import { getI18n } from "~/i18n/i18n";
import { localeFromPath } from "~/i18n/locale";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import { pageMeta } from "~/routing/page-meta";
import { parseId } from "~/routing/params";
import type { Route } from "./+types/receipt";

/**
 * The printable receipt of a membership's fee (ADR 050): management prints any; door staff the
 * receipts of fees they took themselves. A waived fee, or a card not admitted, has none (404).
 * Each opening is recorded in the card's log, as any view of personal data (ADR 052).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const { id: staffId, accessLevel } = currentStaff(context);
  const db = database(context);
  const outcome = await readReceipt(db, id, { staffId, accessLevel });
  if (!outcome.ok) throw data(null, { status: outcome.code === "forbidden" ? 403 : 404 });
  // The receipt prints the fiscal code and the address: a view the card's log records (ADR 052).
  await recordPersonalDataView(db, id, staffId, now(), "receipt");
  return { receipt: outcome.receipt };
}

export default function InternalReceipt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { receipt } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <button
          type="button"
          className={buttonClass("primary")}
          onClick={() => window.print()}
          data-testid="receipt-print"
        >
          {t("fees.receipt.print")}
        </button>
        <AppLink
          to={`/internal/list/${receipt.membershipId}`}
          className="inline-flex min-h-11 items-center underline underline-offset-2"
        >
          {t("fees.receipt.back")}
        </AppLink>
      </div>
      <ReceiptSheet receipt={receipt} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = getI18n(localeFromPath(location.pathname)).t;
  const number = loaderData?.receipt.number;
  return pageMeta(
    location.pathname,
    "internal-receipt",
    number ? t("fees.receipt.number", { number }) : undefined,
  );
};
