import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { GuestsField } from "~/components/guest-lists/guests-field";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form";
import type { GuestMatch, GuestSearch } from "~/domain/door/guest-match";
import { type DoorScreenAnswer, isDoorScreenAnswer } from "~/domain/door/screen-answer";
import { SEARCH_MAX } from "~/domain/guest-lists/forms";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { type FormAnswer, formErrorsOf } from "~/routing/form-answer";
import { useDelayedFlag } from "~/shell/use-delayed-flag";

/**
 * The guest list at the scanner (ADR 046): a name found on the event's list (first or last name, as
 * the list page searches) is let in with the guests who came, and the answer shows where a code's
 * would, as a verdict. The list page keeps managing the list; offline, it is the one that lets
 * names in on its copy, and this panel says so.
 */
export function GuestCheckIn({
  eventId,
  online,
  onAnswer,
  className = "",
}: {
  eventId: string;
  online: boolean;
  onAnswer: (answer: DoorScreenAnswer) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [found, setFound] = useState<GuestSearch | null>(null);
  const [asked, setAsked] = useState("");
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const searchId = useId();
  const searching = useDelayedFlag(loading);
  const latest = useRef(0);
  // A plain request, not the router's: a search that cannot get through says so in the panel.
  const find = async (raw: string) => {
    const q = raw.trim();
    const serial = ++latest.current;
    setAsked(q);
    setFailed(false);
    if (!q) return setFound(null);
    setLoading(true);
    try {
      const response = await fetch(
        `${localePath(locale, "/internal/ticketcheck/guests")}?${new URLSearchParams({ event: eventId, q })}`,
        { headers: { accept: "application/json" } },
      );
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as GuestSearch;
      if (serial === latest.current) setFound(body);
    } catch {
      if (serial === latest.current) setFailed(true);
    } finally {
      if (serial === latest.current) setLoading(false);
    }
  };
  // A name let in: the results say so at once (the same search again, the server's state).
  const again = () => void find(asked);
  // A search sent before the page's scripts ran came back in the address (`?q=`, with the event):
  // it is run once they do.
  const [params] = useSearchParams();
  const sentEarly = params.get("q") ?? "";
  const findRef = useRef(find);
  findRef.current = find;
  useEffect(() => {
    if (sentEarly) void findRef.current(sentEarly);
  }, [sentEarly]);

  return (
    <section
      aria-labelledby="guests-heading"
      className={`flex flex-col gap-3 rounded-lg border border-border p-4 ${className}`}
      data-testid="door-guests"
    >
      <h2 id="guests-heading" className="text-xl font-semibold">
        {t("doorGuests.heading")}
      </h2>
      {online ? (
        <>
          <p className="text-muted">{t("doorGuests.lead")}</p>
          <form
            method="get"
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void find(String(new FormData(event.currentTarget).get("q") ?? ""));
            }}
          >
            {/* Sent before the scripts run, the search reloads this event's door with it. */}
            <input type="hidden" name="event" value={eventId} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={searchId} className="font-medium">
                {t("doorGuests.search")}
              </label>
              <input
                id={searchId}
                name="q"
                type="search"
                defaultValue={sentEarly}
                autoComplete="off"
                maxLength={SEARCH_MAX}
                className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg"
              />
            </div>
            <Button type="submit" variant="secondary" aria-disabled={searching || undefined}>
              {searching ? t("doorGuests.searching") : t("doorGuests.find")}
            </Button>
          </form>
          {failed && (
            <p role="alert" className="font-semibold text-danger">
              {t("doorGuests.failed")}
            </p>
          )}
          {found && asked && !failed && (
            <>
              {found.entries.length === 0 ? (
                <p role="status">{t("doorGuests.none", { q: asked })}</p>
              ) : (
                <ul aria-label={t("doorGuests.results")} className="flex flex-col gap-3">
                  {found.entries.map((entry) => (
                    <GuestRow
                      key={entry.id}
                      entry={entry}
                      eventId={eventId}
                      onAnswer={(answer) => {
                        onAnswer(answer);
                        again();
                      }}
                    />
                  ))}
                </ul>
              )}
              {found.more && <p className="text-sm text-muted">{t("doorGuests.more")}</p>}
            </>
          )}
        </>
      ) : (
        <>
          <p>{t("doorGuests.offline")}</p>
          <AppLink
            to={`/internal/event/${eventId}/lists`}
            className={`${buttonClass("secondary")} self-start`}
          >
            {t("doorGuests.openList")}
          </AppLink>
        </>
      )}
    </section>
  );
}

/** A name found: its guests, notes and card, and "let in" with the guests who came (or when it came). */
function GuestRow({
  entry,
  eventId,
  onAnswer,
}: {
  entry: GuestMatch;
  eventId: string;
  onAnswer: (answer: DoorScreenAnswer) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<FormAnswer<unknown> | { unreachable: true }>();
  const errorId = useId();
  // One nonce per press: a press sent again after a lost answer lets the name in once.
  const [nonce, setNonce] = useState(() => crypto.randomUUID());
  const busy = useDelayedFlag(fetcher.state !== "idle");
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!data || !("done" in data) || !isDoorScreenAnswer(data.done)) return;
    onAnswerRef.current(data.done);
    setNonce(crypto.randomUUID());
  }, [data]);
  // A press that did not get through (its client action answers `unreachable`).
  const unreachable = data !== undefined && "unreachable" in data;
  const formErrors = unreachable ? ["doorGuests.failed"] : data?.result ? formErrorsOf(data) : undefined;
  const guestErrors = (!unreachable && data?.result?.error?.guests) || undefined;
  const arrived = entry.checkIn;
  const card =
    entry.card === true
      ? t("doorGuests.cardOther")
      : entry.card
        ? t("doorGuests.card", { code: entry.card })
        : null;

  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
      data-testid="door-guest"
      data-arrived={arrived ? "yes" : "no"}
    >
      <p className="text-lg font-bold break-words">{entry.name}</p>
      <p className="text-sm text-muted">
        {[
          entry.guests === 0
            ? t("doorGuests.guestsNone")
            : t("doorGuests.guestsListed", { count: entry.guests }),
          card,
          entry.notes,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {arrived ? (
        <p className="font-semibold">
          {t(arrived.guests === 0 ? "doorGuests.arrivedAlone" : "doorGuests.arrived", {
            count: arrived.guests,
            time: formatRome(new Date(arrived.at), locale, "time"),
            operator: arrived.by ?? "—",
          })}
        </p>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          aria-label={`${t("doorGuests.letIn")} ${entry.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (fetcher.state !== "idle") return;
            const form = new FormData(event.currentTarget);
            void fetcher.submit(
              {
                intent: "guest",
                eventId,
                entryId: entry.id,
                guests: String(form.get("guests") ?? "0"),
                nonce,
              },
              { method: "post" },
            );
          }}
        >
          {entry.guests > 0 ? (
            <GuestsField
              id={`door-arrived-${entry.id}`}
              label={t("doorGuests.arrivedGuests", { listed: entry.guests })}
              defaultValue={entry.guests}
              max={entry.guests}
              errors={guestErrors}
            />
          ) : (
            <input type="hidden" name="guests" value="0" />
          )}
          <Button
            type="submit"
            aria-disabled={busy || undefined}
            aria-describedby={formErrors ? errorId : undefined}
          >
            {busy ? t("doorGuests.letting") : t("doorGuests.letIn")}
            <span className="sr-only"> {entry.name}</span>
          </Button>
        </form>
      )}
      <FormAlert id={errorId} errors={formErrors} />
    </li>
  );
}
