import { type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

export const filterInputClass = "min-h-11 rounded-md border border-border bg-surface px-3 py-2 text-fg";

/**
 * The filters above a staff list: a GET form, so every search is a shareable URL and starts again
 * from page 1. `children` are its fields (SearchField, FilterSelect, hidden inputs).
 */
export function FilterForm({ submitLabel, children }: { submitLabel: string; children: ReactNode }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      {children}
      <button type="submit" className={buttonClass("secondary")}>
        {submitLabel}
      </button>
    </Form>
  );
}

/**
 * A labelled free-text search box of a filter form. It follows the address (Back, a link that
 * clears the filters) without being replaced, so the focus stays in it after a search.
 */
export function SearchField({
  id,
  label,
  name = "q",
  value,
}: {
  id: string;
  label: string;
  name?: string;
  value?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Only a change of address after the first render sets the box: what was typed before the page
  // became interactive stays.
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (input.current && input.current.value !== (value ?? "")) input.current.value = value ?? "";
  }, [value]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name={name}
        defaultValue={value ?? ""}
        className={filterInputClass}
      />
    </div>
  );
}

/** A labelled choice of a filter form; the empty value means "all". */
export function FilterSelect({
  id,
  label,
  name,
  value,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value?: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={filterInputClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
