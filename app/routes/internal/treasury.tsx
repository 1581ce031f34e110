import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import {
  TreasuryActions,
  TreasuryPeriodForm,
  TreasuryReceipts,
  TreasuryTotals,
} from "~/components/treasury/treasury-view";
import { now } from "~/domain/clock.server";
import { treasurySummary } from "~/domain/memberships/treasury.server";
import { parseTreasuryQuery, treasuryPresets } from "~/domain/memberships/treasury-form";
import { useTranslation } from "~/i18n/use-translation";
import { database } from "~/routing/database.server";
import { pageMeta } from "~/routing/page-meta";
import type { Route } from "./+types/treasury";

/** The page lists this many fees at most; the CSV holds them all. */
const SHOWN = 500;

/**
 * The treasurer's summary (`/internal/fees/summary?from=&to=`, ADR 053; management, level ≥ 1 by
 * the layout's guard): the fees taken in a period by method, waived ones counted apart, and the
 * fees one by one with a CSV. This month by default; bad dates stay on the page with their errors
 * (400).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const at = now();
  const presets = treasuryPresets(at);
  const query = parseTreasuryQuery(url.searchParams, at);
  if (!query.ok) return data({ presets, invalid: query, summary: null }, { status: 400 });
  const summary = await treasurySummary(database(context), query.period);
  const cut = summary.lines.length > SHOWN ? SHOWN : null;
  return {
    presets,
    invalid: null,
    summary: {
      period: { from: query.period.from, to: query.period.to },
      byMethod: summary.byMethod,
      taken: summary.taken,
      recorded: summary.recorded,
      lines: cut === null ? summary.lines : summary.lines.slice(0, SHOWN),
      cut,
    },
  };
}

export default function InternalTreasury({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { presets, invalid, summary } = loaderData;
  return (
    <>
      <PageHeader title={t("pages.internal-treasury.title")} lead={t("pages.internal-treasury.lead")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-12 print:max-w-none print:gap-4 print:p-0">
        <TreasuryPeriodForm
          values={invalid ? invalid.values : (summary?.period ?? presets.month)}
          errors={invalid?.errors}
          presets={presets}
        />
        {summary && (
          <>
            <TreasuryActions period={summary.period} />
            {summary.recorded === 0 ? (
              <p
                role="status"
                className="rounded-lg border border-dashed border-border p-6 text-lg text-muted"
                data-testid="treasury-empty"
              >
                {t("treasury.empty")}
              </p>
            ) : (
              <>
                <TreasuryTotals byMethod={summary.byMethod} taken={summary.taken} />
                <TreasuryReceipts lines={summary.lines} cut={summary.cut} />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "internal-treasury");
