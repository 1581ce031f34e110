import { type RefObject, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The typed side of a door scanner: a code typed by hand, or sent by a keyboard-wedge scanner (which
 * types it and presses Enter). An empty field gets its error next to it; the field empties itself
 * after each code, ready for the next.
 */
export function CodeEntry({
  inputRef,
  onCode,
  busy,
  label,
  hint,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onCode: (code: string) => void;
  busy: boolean;
  /** What the code is (a card's, a ticket's) and where to find it. */
  label: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
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
        onCode(code);
        if (input) input.value = "";
      }}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <TextField
        ref={inputRef}
        id="door-code"
        name="code"
        label={label}
        hint={hint}
        errors={error ? [error] : undefined}
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
