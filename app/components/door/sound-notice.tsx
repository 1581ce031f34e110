import { StrokeIcon } from "~/components/ui/stroke-icon";
import { useTranslation } from "~/i18n/use-translation";
import { useSoundSilenced } from "./feedback";

/**
 * Said once a verdict has come in silence, until the first touch or key anywhere on the page
 * unlocks the sound (browsers keep a page silent until then): the volunteer knows why it was quiet.
 */
export function SoundNotice() {
  const { t } = useTranslation();
  const silenced = useSoundSilenced();
  if (!silenced) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-md border border-border bg-surface p-3"
      data-testid="door-sound-off"
    >
      {/* A speaker with a cross. */}
      <StrokeIcon d={["M11 5 6 9H2v6h4l5 4V5z", "m23 9-6 6", "m17 9 6 6"]} className="size-5 shrink-0" />
      <span>{t("door.sound.off")}</span>
    </p>
  );
}
