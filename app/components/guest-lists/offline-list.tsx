import { type FormEvent, useState } from "react";
import type { useOfflineDoor } from "~/components/door/use-offline-door";
import { StateBadge } from "~/components/register/state-badge";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/form";
import type { OfflineGuestEntry } from "~/domain/door/local-verdict";
import { foldName } from "~/domain/memberships/name-fold";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { formatRome } from "~/lib/rome-time";
import { ArrivedLine, EntryFacts, ListTotals } from "./entry-parts";
import { GuestsField } from "./guests-field";

type OfflineDoor = ReturnType<typeof useOfflineDoor>;

/** What happened on a row, said on that row: a name let in, an undo, or why not. */
type RowNote = { entryId: string; text: string; tone: "done" | "error"; field?: boolean };

/**
 * The guest list while the connection is down (ADR 026): the names of the copy on the phone, with
 * a search, and "let in" with the guests who came, recorded on the phone and sent on reconnection.
 * A name let in here can be taken back until it has been sent; adding and changing names waits for
 * the connection.
 */
export function OfflineGuestList({ door }: { door: OfflineDoor }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const [note, setNote] = useState<RowNote | null>(null);
  const list = door.guestList;
  if (!list) return null;
  const folded = foldName(query.trim().normalize("NFC"));
  const shown = folded
    ? list.entries.filter((entry) => foldName(entry.name.normalize("NFC")).includes(folded))
    : list.entries;

  async function letIn(entry: OfflineGuestEntry, form: HTMLFormElement) {
    const raw = entry.guests > 0 ? String(new FormData(form).get("guests") ?? "") : "0";
    const guests = /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(guests) || guests < 0)
      return setNote({ entryId: entry.id, text: t("guestLists.errors.guests"), tone: "error", field: true });
    const answer = await door.checkInGuest({ entryId: entry.id, guests });
    if (!answer) return setNote({ entryId: entry.id, text: t("doorOffline.noCopyList"), tone: "error" });
    if (answer.ok)
      return setNote({
        entryId: entry.id,
        text: t("doorOffline.list.done", { name: entry.name }),
        tone: "done",
      });
    const error =
      answer.code === "too-many"
        ? "guestLists.errors.tooMany"
        : answer.code === "already-checked-in"
          ? "guestLists.errors.alreadyCheckedIn"
          : "guestLists.errors.notFound";
    setNote({ entryId: entry.id, text: t(error), tone: "error", field: answer.code === "too-many" });
  }

  async function undo(entry: OfflineGuestEntry) {
    if (!entry.local) return;
    const taken = await door.undoGuest(entry.local.nonce);
    setNote({
      entryId: entry.id,
      text: taken ? t("doorOffline.list.undone", { name: entry.name }) : t("doorOffline.list.undoSent"),
      tone: taken ? "done" : "error",
    });
  }

  return (
    <section
      aria-labelledby="offline-list-heading"
      className="flex flex-col gap-4"
      data-testid="offline-list"
    >
      <h2 id="offline-list-heading" className="text-xl font-bold">
        {t("doorOffline.list.heading")}
      </h2>
      <ListTotals totals={list.totals} testId="offline-total" />
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor="offline-list-search" className="font-medium">
          {t("doorOffline.list.search")}
        </label>
        <input
          id="offline-list-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg"
          autoComplete="off"
        />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted">
          {query.trim()
            ? t("doorOffline.list.emptySearch", { q: query.trim() })
            : t("doorOffline.list.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((entry) => (
            <OfflineEntry
              key={entry.id}
              entry={entry}
              note={note?.entryId === entry.id ? note : null}
              onLetIn={letIn}
              onUndo={undo}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfflineEntry({
  entry,
  note,
  onLetIn,
  onUndo,
}: {
  entry: OfflineGuestEntry;
  note: RowNote | null;
  onLetIn: (entry: OfflineGuestEntry, form: HTMLFormElement) => Promise<void>;
  onUndo: (entry: OfflineGuestEntry) => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = (iso: string) => formatRome(new Date(iso), locale, "time");
  const headingId = `offline-entry-${entry.id}`;
  const arrived = entry.checkIn ?? entry.local;
  const fieldErrors = note?.field ? [note.text] : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onLetIn(entry, event.currentTarget);
  };
  return (
    <li
      aria-labelledby={headingId}
      data-testid="offline-entry"
      data-arrived={entry.checkIn ? "yes" : entry.local ? "here" : "no"}
      className={`flex flex-col gap-3 rounded-lg border bg-surface p-4 ${arrived ? "border-accent" : "border-border"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {entry.name}
        </h3>
        {entry.memberState ? (
          <StateBadge state={entry.memberState} />
        ) : (
          <span className="text-sm text-muted">
            {entry.hasMembership ? t("guestLists.list.hasMembership") : t("guestLists.list.noMembership")}
          </span>
        )}
      </div>
      <EntryFacts guests={entry.guests} notes={entry.notes} />
      <div role="status">
        {note &&
          !note.field &&
          (note.tone === "error" ? (
            <p className="font-semibold text-danger">{note.text}</p>
          ) : (
            <Notice tone="success" announce={false}>
              {note.text}
            </Notice>
          ))}
      </div>
      {entry.checkIn ? (
        <ArrivedLine checkIn={entry.checkIn} testId="offline-entry-arrived" />
      ) : entry.local ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold" data-testid="offline-entry-local">
            <span aria-hidden="true">✓ </span>
            {t("doorOffline.list.letInLocal", { time: time(entry.local.at) })}
            {entry.local.guests > 0 && ` (${t("guestLists.list.guests")}: ${entry.local.guests})`}
          </p>
          <Button variant="ghost" onClick={() => void onUndo(entry)}>
            {t("doorOffline.list.undo")}
            <span className="sr-only"> {entry.name}</span>
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-wrap items-end gap-3"
          aria-label={`${t("doorOffline.list.letIn")} ${entry.name}`}
        >
          {entry.guests > 0 && (
            <GuestsField
              id={`offline-arrived-${entry.id}`}
              label={t("guestLists.list.arrivedGuests", { listed: entry.guests })}
              defaultValue={entry.guests}
              max={entry.guests}
              errors={fieldErrors}
            />
          )}
          <Button type="submit">{t("doorOffline.list.letIn")}</Button>
        </form>
      )}
    </li>
  );
}
