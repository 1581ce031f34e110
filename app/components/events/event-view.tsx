import { InItalianNote, useContentLang } from "~/components/ui/content-lang";
import type { EventViewData } from "~/domain/events/event-page.server";
import { termLabel } from "~/domain/terms/terms";
import type { BuyerStatus } from "~/domain/tickets/own.server";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import type { FormAnswer } from "~/routing/form-answer";
import { EventJsonLd } from "./event-json-ld";
import { EventPicture } from "./event-picture";
import { EventWhen } from "./event-when";
import { Poster } from "./poster";
import { type PurchaseContext, PurchasePanel } from "./purchase-panel";

/**
 * The body of an event page, from plain data only: the public page and the staff preview
 * (/internal/view) render exactly this.
 */
export function EventView({
  event,
  buyer,
  purchase,
  answer,
}: {
  event: EventViewData;
  /** The visitor's step in buying a ticket; absent in the staff preview. */
  buyer?: BuyerStatus;
  purchase?: PurchaseContext;
  answer?: FormAnswer<unknown>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const category = termLabel(event.category, locale);
  const langOf = useContentLang();
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[3fr_2fr]">
      <EventJsonLd event={event} />
      {/* First on phones (the picture opens the page), beside the text on wide screens. */}
      <div className="lg:order-last">
        {event.image ? (
          <EventPicture
            image={event.image}
            alt=""
            sizes="(min-width: 1024px) 28rem, 100vw"
            eager
            className="rounded-md"
          />
        ) : (
          <Poster
            title={event.title}
            background={event.palette.background}
            text={event.palette.text}
            kicker={category}
            className="rounded-md"
          />
        )}
      </div>
      <div>
        {!event.isPublic && (
          <p role="status" className="mb-4 rounded-md border border-danger p-3 text-danger">
            {t("events.notPublic")}
          </p>
        )}
        {category && (
          <p
            className="inline-block rounded px-2 py-0.5 text-sm font-semibold"
            style={{ background: event.palette.background, color: event.palette.text }}
          >
            {category}
          </p>
        )}
        <h1 lang={langOf(event.lang.title)} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {event.title}
        </h1>
        <InItalianNote lang={event.lang.title} className="mt-1" />
        <p className="mt-3 text-lg" data-testid="event-when">
          <EventWhen start={event.startsAt} end={event.endsAt} locale={locale} />
        </p>
        {event.summary && (
          <div
            lang={langOf(event.lang.summary)}
            className="mt-4 flex max-w-prose flex-col gap-3 text-lg text-muted"
            data-testid="event-summary"
          >
            {paragraphs(event.summary).map((paragraph, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no other identity
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        )}
        {event.link && (
          <p className="mt-4">
            <a
              href={event.link}
              rel="noopener noreferrer"
              target="_blank"
              className="underline underline-offset-2"
            >
              {t("events.externalLink")} <span className="sr-only">{t("nav.newTab")}</span>
            </a>
          </p>
        )}
        <div className="mt-6">
          <PurchasePanel event={event} buyer={buyer} purchase={purchase} answer={answer} />
        </div>
      </div>
    </article>
  );
}

/** The staff's summary as they wrote it: a blank line starts a paragraph, a line break stays one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
