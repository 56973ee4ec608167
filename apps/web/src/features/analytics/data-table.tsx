import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type DataColumn = { label: ReactNode; key: string; isNumeric?: boolean };
export type DataRow = { key: string; cells: ReactNode[] };

const cell = "px-3 py-2.5 whitespace-nowrap";

/**
 * A table of figures: the first cell of each row names it (a row header). On a narrow screen the table scrolls
 * inside its own box, never the page; the box takes keyboard focus so it can be scrolled without a mouse.
 */
export function DataTable({
  caption,
  columns,
  rows,
  isTall = false,
  id,
}: {
  caption: string;
  columns: DataColumn[];
  rows: DataRow[];
  /** A long table (every hour of a month) stays within a fixed height and scrolls, its header kept in view. */
  isTall?: boolean;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls takes focus so a keyboard can scroll it
      tabIndex={0}
      className={cn(
        "max-w-full overflow-x-auto rounded-lg border border-line",
        isTall && "max-h-[28rem] overflow-y-auto",
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={cn("bg-surface-2", isTall && "sticky top-0")}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(cell, "text-xs font-medium text-muted", column.isNumeric ? "text-right" : "text-left")}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((value, i) => {
                const column = columns[i];
                const align = column?.isNumeric ? "text-right tabular-nums" : "text-left";
                return i === 0 ? (
                  <th key={column?.key ?? i} scope="row" className={cn(cell, align, "font-normal text-ink")}>
                    {value}
                  </th>
                ) : (
                  <td key={column?.key ?? i} className={cn(cell, align, "text-ink")}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
