import { useRef, useState } from "react";
import { DateOnly } from "~/components/ui/date-time";
import type { EventPalette } from "~/domain/events/contrast";
import type { ImageSources } from "~/domain/images/urls.server";
import type { Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { EventPicture } from "./event-picture";
import { Lightbox } from "./lightbox";
import { Poster } from "./poster";

export type GalleryItem = {
  id: string;
  title: string;
  /** The language of the title shown (ADR 057). */
  lang?: { title: Locale };
  startsAt: Date | string;
  image: ImageSources | null;
  palette: EventPalette;
};

/** Past market editions as a grid of thumbnails; each opens the lightbox at its place. */
export function MarketGallery({ items }: { items: GalleryItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (items.length === 0) return <p className="text-muted">{t("market.noGallery")}</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="market-gallery">
        {items.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setIndex(i);
              }}
              aria-label={t("market.open", { title: item.title })}
              className="block w-full overflow-hidden rounded-md text-left"
            >
              {item.image ? (
                <EventPicture image={item.image} alt="" sizes="(min-width: 1024px) 18rem, 50vw" />
              ) : (
                <Poster title={item.title} background={item.palette.background} text={item.palette.text} />
              )}
            </button>
            <p className="mt-1 text-sm text-muted">
              <DateOnly value={item.startsAt} locale={locale} />
            </p>
          </li>
        ))}
      </ul>
      <Lightbox
        items={items}
        index={index}
        onIndex={setIndex}
        onClose={() => setIndex(null)}
        returnFocus={() => opener.current?.focus()}
      />
    </>
  );
}
