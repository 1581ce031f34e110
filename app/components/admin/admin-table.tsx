import type { ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import { DeleteDialog } from "~/components/ui/delete-dialog";

const cellLabel =
  'max-sm:before:text-sm max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_""]';

/**
 * The card-on-phone pattern of staff tables, for tables drawn by hand (the door log): the table,
 * its body and rows become blocks on a phone, the header row is read by screen readers only, and
 * each cell carries its column's name in `data-label`, shown beside the value.
 */
export const PHONE_CARDS = {
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:block max-sm:py-2",
  cell: `max-sm:grid max-sm:grid-cols-[minmax(0,7rem)_1fr] max-sm:gap-2 max-sm:py-1 ${cellLabel}`,
} as const;

export type AdminColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

/**
 * The staff list of any register (events, news, memberships, tickets, guest lists): a header row,
 * one row per item whose first cell names it (a row header for screen readers), the other columns,
 * and the row's actions last. On a phone each row becomes a card (its cells stacked, each with its
 * column's name), so the actions are on screen without scrolling sideways; the table stays a table
 * for screen readers.
 */
export function AdminTable<Row extends { id: string }>({
  rows,
  empty,
  title,
  columns,
  actions,
}: {
  rows: readonly Row[];
  /** Shown instead of the table when there is nothing to list. */
  empty: string;
  title: AdminColumn<Row>;
  columns: readonly AdminColumn<Row>[];
  actions?: AdminColumn<Row>;
}) {
  if (rows.length === 0) return <p className="py-6 text-muted">{empty}</p>;
  return (
    <div className="sm:overflow-x-auto" data-testid="admin-table">
      <table className="w-full border-collapse text-left max-sm:block">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-border">
            {[title, ...columns, ...(actions ? [actions] : [])].map((column) => (
              <th key={column.header} scope="col" className="p-2">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border align-middle max-sm:block max-sm:py-2">
              <th scope="row" className="p-2 font-semibold break-words max-sm:block">
                {title.cell(row)}
              </th>
              {columns.map((column) => (
                // On a phone the column's name shows beside the value, as generated text with an empty
                // alternative: screen readers hear the column header, and the page's text stays the value.
                <td key={column.header} data-label={column.header} className={`p-2 ${PHONE_CARDS.cell}`}>
                  <span className="min-w-0 break-words">{column.cell(row)}</span>
                </td>
              ))}
              {actions && <td className="p-2 max-sm:block max-sm:py-1">{actions.cell(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type DeleteLabels = {
  trigger: string;
  heading: string;
  text: string;
  cancel: string;
  confirm: string;
};

/**
 * A row's usual actions: edit (a link naming the item for screen readers), the row's other pages
 * (`links`, named the same way) and delete (confirmed).
 */
export function RowActions({
  id,
  title,
  editTo,
  editLabel,
  links = [],
  deleteLabels,
}: {
  id: string;
  title: string;
  editTo: string;
  editLabel: string;
  links?: readonly { to: string; label: string }[];
  deleteLabels?: DeleteLabels;
}) {
  return (
    <span className="flex flex-wrap gap-1 sm:flex-nowrap">
      {[{ to: editTo, label: editLabel }, ...links].map((link) => (
        <AppLink key={link.to} to={link.to} className="inline-flex min-h-11 items-center px-3 underline">
          {link.label}
          <span className="sr-only"> {title}</span>
        </AppLink>
      ))}
      {deleteLabels && <DeleteDialog id={id} title={title} labels={deleteLabels} />}
    </span>
  );
}
