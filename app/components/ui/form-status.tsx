import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { translateFormError } from "~/lib/form-errors";
import { useDelayedFlag } from "~/shell/use-delayed-flag";
import { Button } from "./button";
import { StrokeIcon } from "./stroke-icon";

/*
 * The parts of a form that need neither Conform nor Zod: pages whose only form is a button (an event
 * page's purchase panel) import them from here and so load no form library.
 */

/** Form-level errors (wrong credentials, rate limits, E-codes), announced as soon as they appear. */
export function FormAlert({
  id,
  errors,
  children,
}: {
  id?: string;
  errors?: string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-danger p-3 text-danger">
      <p>{errors.map((error) => translateFormError(t, error)).join(" ")}</p>
      {children}
    </div>
  );
}

/** Submit button that says "Please wait…" once a submission lasts more than 200 ms. */
export function SubmitButton({
  children,
  variant,
  name,
  value,
  disabled,
  describedBy,
  pending,
}: {
  children: ReactNode;
  variant?: "primary" | "secondary";
  name?: string;
  value?: string;
  /** Blocks saving while something the form needs is not ready; say why next to the button. */
  disabled?: boolean;
  describedBy?: string;
  /** A form the page's script sends itself (not React Router's navigation) says when it is waiting. */
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = useDelayedFlag(
    pending ?? (navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value)),
  );
  return (
    <Button
      type="submit"
      variant={variant}
      name={name}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
    >
      {busy ? t("shell.pending") : children}
    </Button>
  );
}

/** A check mark in a circle: success is told by a shape and words as well as by its colour. */
const SUCCESS_ICON = ["M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z", "M8 12.5l2.5 2.5L16 9.5"];

/**
 * A status message that screen readers announce, for results such as "link sent" (`announce`
 * false inside a status region of its own). Success has its own colour (`--success`, green, apart
 * from the brand crimson and the danger red) and a check mark, so it never reads as an error.
 */
export function Notice({
  children,
  tone = "info",
  announce = true,
}: {
  children: ReactNode;
  tone?: "info" | "success";
  announce?: boolean;
}) {
  const role = announce ? "status" : undefined;
  if (tone === "info")
    return (
      <p role={role} className="rounded-md border-2 border-border bg-surface p-3">
        {children}
      </p>
    );
  return (
    <p
      role={role}
      data-tone="success"
      className="flex items-start gap-2 rounded-md border-2 border-success bg-success-soft p-3 text-fg"
    >
      <StrokeIcon d={SUCCESS_ICON} className="mt-0.5 size-5 shrink-0 text-success" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}
