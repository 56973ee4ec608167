import { formatNumber, type MissionOverviewView } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { cn } from "@/lib/cn";
import type { OverviewSortKey } from "./analytics-search";
import { formatShare } from "./analytics-format";
import type { OverviewSort } from "./overview-sort";

const COLUMNS: { key: OverviewSortKey; label: string }[] = [
  { key: "title", label: "Mission" },
  { key: "visitors", label: "Visitors" },
  { key: "participants", label: "Participants" },
  { key: "completed", label: "Completed" },
  { key: "completion_rate", label: "Completion rate" },
  { key: "entries", label: "Entries" },
  { key: "winners", label: "Winners" },
  { key: "collected", label: "Collected" },
];

const cell = "px-3 py-2.5 whitespace-nowrap";

function statusLabel(status: string): string {
  return status ? status[0]!.toUpperCase() + status.slice(1) : "";
}

function SortIcon({ order }: { order: "asc" | "desc" | null }) {
  const Icon = order === "asc" ? ArrowUp : order === "desc" ? ArrowDown : ChevronsUpDown;
  return <Icon className={cn("size-3.5", order ? "text-ink" : "text-faint")} aria-hidden />;
}

/**
 * The organization's missions side by side. Each column header is a button that sorts by it (again: the other way
 * round); the header says which column is sorted (aria-sort). The table scrolls inside its box on a phone.
 */
export function OverviewTable({
  slug,
  missions,
  sort,
  onSort,
}: {
  slug: string;
  missions: MissionOverviewView[];
  sort: OverviewSort;
  onSort: (key: OverviewSortKey) => void;
}) {
  const caption = "Missions with their figures for the window";
  const sortedBy = COLUMNS.find((c) => c.key === sort.key)?.label;
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls takes focus so a keyboard can scroll it
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-card border border-line bg-surface"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{`${caption}, sorted by ${sortedBy}`}</caption>
        <thead className="border-b border-line bg-surface-2">
          <tr>
            {COLUMNS.map((column) => {
              const order = sort.key === column.key ? sort.order : null;
              const isNumeric = column.key !== "title";
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={order === "asc" ? "ascending" : order === "desc" ? "descending" : undefined}
                  className={cn("px-1.5 py-1.5 text-xs font-medium text-muted", isNumeric ? "text-right" : "text-left")}
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className={cn(
                      "inline-flex min-h-8 items-center gap-1 rounded px-1.5 whitespace-nowrap hover:text-ink",
                      isNumeric && "flex-row-reverse",
                      order && "text-ink",
                    )}
                  >
                    {column.label}
                    <SortIcon order={order} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {missions.map((m) => (
            <tr key={m.mission_id} className="hover:bg-surface-2/60" data-mission-id={m.mission_id}>
              <th scope="row" className={cn(cell, "max-w-72 min-w-44 text-left font-normal whitespace-normal")}>
                <Link
                  to="/organizations/$slug/missions/$missionId/analytics"
                  params={{ slug, missionId: m.mission_id }}
                  className="font-medium break-words text-ink underline-offset-4 hover:underline"
                >
                  {m.title}
                </Link>
                <span className="block text-xs text-muted">{statusLabel(m.status)}</span>
              </th>
              <td className={cn(cell, "text-right tabular-nums")}>{formatNumber(m.visitors)}</td>
              <td className={cn(cell, "text-right tabular-nums")}>{formatNumber(m.participants)}</td>
              <td className={cn(cell, "text-right tabular-nums")}>{formatNumber(m.completed)}</td>
              <td className={cn(cell, "text-right tabular-nums")}>{formatShare(m.completion_rate)}</td>
              <td className={cn(cell, "text-right tabular-nums")}>{formatNumber(m.entries)}</td>
              <td className={cn(cell, "text-right tabular-nums")}>{formatNumber(m.winners)}</td>
              <td className={cn(cell, "text-right tabular-nums")}>{formatNumber(m.collected)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
