import type { ReactNode } from "react";

const th = "px-3 py-2.5 text-left text-xs font-medium tracking-wide text-muted uppercase";

export type WideTableColumn = {
  label: string;
  /** Added to the heading cell's classes (alignment, a sticky column). */
  className?: string;
};

/**
 * The table a list shows from 1024 px up (mission control's missions, the operators' jobs); below that the list
 * shows as cards instead. The caption names the table for screen readers only; each row comes from the caller.
 */
export function WideTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: WideTableColumn[];
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-card border border-line bg-surface lg:block">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-2">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className ? `${th} ${column.className}` : th}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
