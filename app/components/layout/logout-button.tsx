import { Form } from "react-router";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

/** Logging out is a POST, so a prefetch or a crawler can never end a session. */
export function LogoutButton({
  context,
  className = "",
}: {
  context: "public" | "internal";
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const action = localePath(locale, context === "public" ? "/u/logout" : "/internal/logout");
  return (
    <Form method="post" action={action} className={className}>
      <button type="submit" className="inline-flex min-h-11 items-center rounded-md px-3 hover:bg-surface">
        {t("nav.logout")}
      </button>
    </Form>
  );
}
