import { type RefObject, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The typed side of a door scanner: a code typed by hand, or sent by a keyboard-wedge scanner (which
 * types it and presses Enter). An empty field gets its error next to it; the field empties itself
 * after each code, ready for the next.
 *
 * The scripts send the code (`onCode`). Sent before they run (the page is shown before it is
 * interactive, ADR 071), the form posts itself to the door's page with `fields` (the event, a
 * nonce), and the page comes back with the verdict; `serverErrors` are that answer's errors.
 */
export function CodeEntry({
  inputRef,
  onCode,
  fields,
  serverErrors,
  busy,
  label,
  hint,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onCode: (code: string) => void;
  fields: Record<string, string>;
  serverErrors: string[] | undefined;
  busy: boolean;
  /** What the code is (a card's, a ticket's) and where to find it. */
  label: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // The page's answer to its own form, until the scripts check a code themselves.
  const [answered, setAnswered] = useState(serverErrors);
  const errors = error ? [error] : answered;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputRef.current;
        const code = input?.value.trim() ?? "";
        if (!code) {
          setError("validate.errors.code");
          input?.focus();
          return;
        }
        setError(null);
        setAnswered(undefined);
        onCode(code);
        if (input) input.value = "";
      }}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <input type="hidden" name="intent" value="scan" />
      <input type="hidden" name="source" value="keyboard" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        ref={inputRef}
        id="door-code"
        name="code"
        label={label}
        hint={hint}
        errors={errors?.length ? errors : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={80}
      />
      <Button type="submit" className="self-start" aria-disabled={busy || undefined}>
        {busy ? t("validate.checking") : t("validate.check")}
      </Button>
    </form>
  );
}
