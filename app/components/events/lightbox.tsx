import { Dialog } from "radix-ui";
import type { KeyboardEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { useContentLang } from "~/components/ui/content-lang";
import { DateOnly } from "~/components/ui/date-time";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { EventPicture } from "./event-picture";
import type { GalleryItem } from "./market-gallery";
import { Poster } from "./poster";

type Props = {
  items: GalleryItem[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  returnFocus: () => void;
};

/**
 * A modal viewer over the gallery. Radix traps focus inside and gives it back to the thumbnail that
 * opened it; Escape closes, the arrow keys and the two buttons move between pictures.
 */
export function Lightbox({ items, index, onIndex, onClose, returnFocus }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const item = index === null ? undefined : items[index];
  const langOf = useContentLang();
  const step = (delta: number) => onIndex(((index ?? 0) + delta + items.length) % items.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/80" />
        <Dialog.Content
          aria-modal="true"
          onKeyDown={onKeyDown}
          // The thumbnails open the dialog without a Radix trigger: give focus back by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          aria-describedby={undefined}
          data-testid="lightbox"
          className="fixed inset-4 z-50 m-auto flex h-fit max-h-[90dvh] max-w-4xl flex-col gap-3 overflow-auto rounded-lg bg-surface p-4 text-fg shadow-xl"
        >
          {item && (
            <>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <Dialog.Title lang={item.lang && langOf(item.lang.title)} className="text-xl font-bold">
                    {item.title}
                  </Dialog.Title>
                  <p className="text-sm text-muted">
                    <DateOnly value={item.startsAt} locale={locale} /> ·{" "}
                    {t("market.position", { current: (index ?? 0) + 1, total: items.length })}
                  </p>
                </div>
                <Dialog.Close className={buttonClass("secondary")}>{t("market.close")}</Dialog.Close>
              </div>
              {item.image ? (
                <EventPicture
                  image={item.image}
                  alt={item.title}
                  sizes="(min-width: 56rem) 54rem, 100vw"
                  eager
                />
              ) : (
                <Poster
                  title={item.title}
                  background={item.palette.background}
                  text={item.palette.text}
                  kicker={t("market.noImage")}
                />
              )}
              {items.length > 1 && (
                <div className="flex justify-between">
                  <button type="button" className={buttonClass("secondary")} onClick={() => step(-1)}>
                    ← {t("market.previous")}
                  </button>
                  <button type="button" className={buttonClass("secondary")} onClick={() => step(1)}>
                    {t("market.next")} →
                  </button>
                </div>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
