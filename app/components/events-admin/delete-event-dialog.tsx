import { useTranslation } from "react-i18next";
import { DeleteDialog } from "~/components/ui/delete-dialog";

export function DeleteEventDialog({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const labels = {
    trigger: t("eventAdmin.delete"),
    heading: t("eventAdmin.confirmTitle"),
    text: t("eventAdmin.confirmText", { title }),
    cancel: t("eventAdmin.cancel"),
    confirm: t("eventAdmin.confirmDelete"),
  };
  return <DeleteDialog id={id} title={title} labels={labels} />;
}
