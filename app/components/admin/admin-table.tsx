import type { ReactNode } from "react";
import { AppLink } from "~/components/ui/app-link";
import { DeleteDialog } from "~/components/ui/delete-dialog";

export type AdminColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

/**
 * The staff list of any register (events, news, memberships, tickets, guest lists): a header row,
 * one row per item whose first cell names it (a row header for screen readers), the other columns,
 * and the row's actions last. Scrolls sideways on narrow screens instead of squeezing the cells.
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
  const all = actions ? [...columns, actions] : columns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-border">
            {[title, ...all].map((column) => (
              <th key={column.header} scope="col" className="p-2">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border align-middle">
              <th scope="row" className="p-2 font-semibold">
                {title.cell(row)}
              </th>
              {all.map((column) => (
                <td key={column.header} className="p-2">
                  {column.cell(row)}
                </td>
              ))}
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
    <span className="flex flex-nowrap gap-1">
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
