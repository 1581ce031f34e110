import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { TriggerPlaceholder, useAfterHydration } from "~/components/ui/after-hydration";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { useTranslation } from "~/i18n/use-translation";
import {
  applyColourMode,
  COLOUR_MODE_KEY,
  COLOUR_MODES,
  type ColourMode,
  parseColourMode,
} from "~/shell/colour-mode";

const ICONS: Record<ColourMode, string> = {
  light:
    "M12 3v2m0 14v2m9-9h-2M5 12H3m15.4-6.4-1.4 1.4M7 17l-1.4 1.4m12.8 0L17 17M7 7 5.6 5.6M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
  dark: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z",
  system: "M4 5h16v10H4zM8 19h8M12 15v4",
};

/** Light, dark or system; stored in localStorage `colour-mode` (spec §9) and applied at once. */
export function ColourModeSwitch() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ColourMode>("system");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setMode(parseColourMode(window.localStorage.getItem(COLOUR_MODE_KEY)));
  }, []);

  useEffect(() => {
    if (mode !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyColourMode("system", query.matches, document.documentElement);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [mode]);

  const choose = (value: string) => {
    const next = parseColourMode(value);
    window.localStorage.setItem(COLOUR_MODE_KEY, next);
    applyColourMode(
      next,
      window.matchMedia("(prefers-color-scheme: dark)").matches,
      document.documentElement,
    );
    setMode(next);
  };

  const { ready, placeholder, trigger } = useAfterHydration(() => setOpen(true));
  const triggerProps = {
    className: "inline-flex size-11 items-center justify-center rounded-md hover:bg-surface",
    "data-testid": "colour-mode-trigger",
  };
  const face = (
    <>
      <StrokeIcon d={ICONS[mode]} className="size-5" />
      <span className="sr-only">
        {t("colourMode.label")}: {t(`colourMode.${mode}`)}
      </span>
    </>
  );
  if (!ready) {
    return (
      <TriggerPlaceholder popup="menu" {...placeholder} {...triggerProps}>
        {face}
      </TriggerPlaceholder>
    );
  }
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={trigger} {...triggerProps}>
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-border bg-surface p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-sm text-muted">
            {t("colourMode.label")}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={mode} onValueChange={choose}>
            {COLOUR_MODES.map((value) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 outline-none data-highlighted:bg-bg"
              >
                <span aria-hidden="true" className="w-4">
                  {mode === value ? "✓" : ""}
                </span>
                {t(`colourMode.${value}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
