import { useNavigate } from "react-router";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";

/** Goes back in history when there is somewhere to go back to inside the app, else to `fallback`. */
export function BackButton({ fallback = "/" }: { fallback?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(localePath(locale, fallback));
  };
  return (
    <button
      type="button"
      onClick={goBack}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-surface"
      data-testid="back-button"
    >
      <StrokeIcon d="M15 18l-6-6 6-6" />
      <span className="sr-only">{t("nav.back")}</span>
    </button>
  );
}
