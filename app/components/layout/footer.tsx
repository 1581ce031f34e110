import { useTranslation } from "~/i18n/use-translation";
import { SiteLinks } from "./site-links";

const classes = {
  link: "inline-flex min-h-11 items-center underline-offset-4 hover:underline",
  heading: "mb-2 font-semibold",
};

/** Social links and the legal menu; hidden on phones (the burger menu has them) and on the virtual view (spec §2). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer data-testid="site-footer" className="mt-16 hidden border-t border-border bg-surface nav:block">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{t("brand.name")}</p>
          <p className="text-muted">{t("brand.tagline")}</p>
        </div>
        <SiteLinks classes={classes} cookieTestId="footer-cookie-preferences" />
      </div>
      <p className="border-t border-border py-4 text-center text-sm text-muted">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
