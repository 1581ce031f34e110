import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { HomeMove } from "~/domain/home/manage.server";
import { useTranslation } from "~/i18n/use-translation";
import { type FormAnswer, formErrorsOf } from "~/routing/form-answer";

type Props = {
  /** The list's fetcher key: one per list, so the list can announce the last move. */
  list: "announcement" | "featured";
  id: string;
  index: number;
  count: number;
  /** What the buttons move, for screen readers ("Move up: <label>"). */
  label: string;
};

/**
 * Up/down buttons that reorder in place. The row keeps its identity while the list reorders, and
 * the pressed button gets the focus back once the new order is shown, so a keyboard user can press
 * it again. At either end the button stays focusable but inert (aria-disabled), so focus never falls
 * back to the top of the page.
 */
export function MoveButtons({ list, id, index, count, label }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormAnswer<HomeMove>>({ key: `move-${list}` });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = fetcher.data?.done;
  useEffect(() => {
    if (fetcher.state !== "idle" || moved?.id !== id) return;
    (moved.direction === "up" ? up : down).current?.focus();
  }, [fetcher.state, moved, id]);
  const button = (direction: "up" | "down", ref: typeof up, inert: boolean) => (
    <button
      ref={ref}
      type="submit"
      name="direction"
      value={direction}
      aria-disabled={inert || undefined}
      onClick={(event) => inert && event.preventDefault()}
      className={buttonClass(
        "secondary",
        "min-w-11 px-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
      )}
    >
      <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
      <span className="sr-only">
        {t(direction === "up" ? "home.manage.moveUp" : "home.manage.moveDown")}: {label}
      </span>
    </button>
  );
  return (
    <fetcher.Form method="post" className="flex gap-2">
      <input type="hidden" name="intent" value={`${list}-move`} />
      <input type="hidden" name="id" value={id} />
      {button("up", up, index === 0)}
      {button("down", down, index === count - 1)}
    </fetcher.Form>
  );
}

/** Says where the last moved row landed (or why it could not move), for everyone to hear and see. */
export function MoveStatus({ list }: { list: "announcement" | "featured" }) {
  const { t } = useTranslation();
  const { data } = useFetcher<FormAnswer<HomeMove>>({ key: `move-${list}` });
  const moved = data?.done;
  const refusal = formErrorsOf(data);
  return (
    <p role="status" className="min-h-6 text-sm text-muted">
      {moved && t("home.saved.moved", { position: moved.position + 1, count: moved.count })}
      {refusal && <span className="text-danger">{refusal.map((error) => t(error)).join(" ")}</span>}
    </p>
  );
}
