import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/form";
import { useTranslation } from "~/i18n/use-translation";

type PasswordField = FieldMetadata<string | undefined>;

/** A new password and its confirmation, with the length hint (register, recovery, change). */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  password: PasswordField;
  confirm: PasswordField;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        field={password}
        type="password"
        label={label}
        hint={t("forms.passwordHint")}
        autoComplete="new-password"
      />
      <Field field={confirm} type="password" label={t("forms.confirmPassword")} autoComplete="new-password" />
    </>
  );
}
