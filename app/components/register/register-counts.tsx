import { formatCount } from "~/components/dashboard/format";
import { AppLink } from "~/components/ui/app-link";
import type { RegisterCounts as Counts } from "~/domain/memberships/register.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

const tile = "flex min-h-24 flex-col justify-center rounded-lg border border-border bg-surface p-4";

/** The dashboard's three figures of the register; the waiting requests open the filtered list. */
export function RegisterCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => (
    <span className="text-4xl font-bold tabular-nums">{formatCount(value, locale)}</span>
  );
  return (
    <section aria-label={t("register.counts.label")} className="mx-auto max-w-6xl px-4 pb-6">
      <ul className="grid gap-4 sm:grid-cols-3" data-testid="register-counts">
        <li>
          <AppLink
            to="/internal/list?state=requested"
            className={`${tile} hover:border-accent`}
            aria-label={`${t("register.counts.waiting")}: ${counts.waiting}. ${t("register.counts.waitingLink")}`}
          >
            {number(counts.waiting)}
            <span className="font-semibold underline underline-offset-2">{t("register.counts.waiting")}</span>
          </AppLink>
        </li>
        <li className={tile}>
          {number(counts.valid)}
          <span className="font-semibold">{t("register.counts.valid")}</span>
        </li>
        <li className={tile}>
          {number(counts.admittedThisMonth)}
          <span className="font-semibold">{t("register.counts.admitted")}</span>
        </li>
      </ul>
    </section>
  );
}
