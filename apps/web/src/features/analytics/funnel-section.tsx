import { formatNumber, type MissionAnalyticsView } from "@questhq/core";
import { useState } from "react";
import { CardSection } from "@/components/card-section";
import { CsvButton, TableToggle } from "./section-buttons";
import { funnelCsv } from "./analytics-csv";
import { type FunnelRow, formatDropOff, formatShare, funnelRows } from "./analytics-format";
import { DataTable } from "./data-table";

function FunnelBars({ id, rows }: { id: string; rows: FunnelRow[] }) {
  // Bars are scaled to the largest step, not the first: more people can start than were counted visiting.
  const largest = Math.max(1, ...rows.map((r) => r.count));
  const firstLabel = rows[0]?.label.toLowerCase() ?? "the first step";
  return (
    <ol id={id} className="space-y-4">
      {rows.map((row, i) => {
        const width = row.count > 0 ? Math.max(0.75, (row.count / largest) * 100) : 0;
        return (
          <li key={row.key} className="space-y-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
              <span className="min-w-0 font-medium break-words text-ink">{row.label}</span>
              <span className="tabular-nums text-ink">
                {formatNumber(row.count)}
                {i > 0 && row.share !== null ? (
                  <span className="text-muted">{` · ${formatShare(row.share)} of ${firstLabel}`}</span>
                ) : null}
              </span>
            </div>
            <div aria-hidden className="h-3 overflow-hidden rounded-full bg-surface-3">
              <div className="h-full rounded-full bg-brand" style={{ width: `${width}%` }} />
            </div>
            {i > 0 ? <p className="text-xs text-muted">Drop-off: {formatDropOff(row)}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * How far people got: the window's visitors, then the participants who started in it, step by step to the reward
 * collected on chain (docs/product/analytics.md#the-funnel).
 */
export function FunnelSection({ view, fileName }: { view: MissionAnalyticsView; fileName: string }) {
  const [isTable, setIsTable] = useState(false);
  const rows = funnelRows(view.funnel);
  const bodyId = "analytics-funnel-body";
  return (
    <CardSection
      id="analytics-funnel"
      title="Funnel"
      description={
        "Each step with how many reached it, their share of the first step and how many fewer than the step before."
      }
      actions={
        <>
          <TableToggle isTable={isTable} controls={bodyId} pictureName="bars" onToggle={() => setIsTable((t) => !t)} />
          <CsvButton what="the funnel" fileName={fileName} build={() => funnelCsv(view)} />
        </>
      }
    >
      {isTable ? (
        <DataTable
          id={bodyId}
          caption="Funnel: count, share of the first step and drop-off from the previous step"
          columns={[
            { key: "step", label: "Step" },
            { key: "count", label: "Count", isNumeric: true },
            { key: "share", label: "Share of first step", isNumeric: true },
            { key: "drop", label: "Drop-off from previous step", isNumeric: true },
          ]}
          rows={rows.map((row) => ({
            key: row.key,
            cells: [row.label, formatNumber(row.count), formatShare(row.share), formatDropOff(row)],
          }))}
        />
      ) : (
        <FunnelBars id={bodyId} rows={rows} />
      )}
    </CardSection>
  );
}
