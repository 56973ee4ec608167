import { formatNumber, type MissionAnalyticsView } from "@questhq/core";
import { type ComponentType, useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { CardSection } from "@/components/card-section";
import { CsvButton, TableToggle } from "./section-buttons";
import { seriesCsv } from "./analytics-csv";
import { SERIES_KEYS, SERIES_LABELS, seriesSummary } from "./analytics-format";
import { formatPointTime } from "./analytics-window";
import { DataTable } from "./data-table";
import type { SeriesChartProps } from "./series-chart";

/** The chart's height in CSS pixels; its loading placeholder has the same (h-[260px]), so nothing moves. */
const CHART_HEIGHT = 260;

type ChartModule = { SeriesChart: ComponentType<SeriesChartProps> };
let chartModule: Promise<ChartModule> | null = null;

/**
 * uPlot and its stylesheet come in their own chunk, asked for when a time series is first shown: no other page
 * loads them, and this one shows its figures before the chart has arrived.
 */
function loadChart(): Promise<ChartModule> {
  chartModule ??= import("./series-chart").catch((error: unknown) => {
    chartModule = null;
    throw error;
  });
  return chartModule;
}

function useSeriesChart(): { Chart: ComponentType<SeriesChartProps> | null; hasFailed: boolean } {
  const [state, setState] = useState<{ Chart: ComponentType<SeriesChartProps> | null; hasFailed: boolean }>({
    Chart: null,
    hasFailed: false,
  });
  useEffect(() => {
    let isCurrent = true;
    loadChart().then(
      (module) => isCurrent && setState({ Chart: module.SeriesChart, hasFailed: false }),
      () => isCurrent && setState({ Chart: null, hasFailed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}

/** Views, visitors, objectives completed and entries per hour or per UTC day, as a chart or as a table. */
export function SeriesSection({ view, fileName }: { view: MissionAnalyticsView; fileName: string }) {
  const [isTable, setIsTable] = useState(false);
  const { Chart, hasFailed } = useSeriesChart();
  const bodyId = "analytics-series-body";
  const per = view.bucket === "hour" ? "hour" : "day";
  const showsTable = isTable || hasFailed;
  return (
    <CardSection
      id="analytics-series"
      title="Over time"
      description={
        `Per ${per}, in UTC. Views count every time the page was shown; ` + "visitors count each person once a day."
      }
      actions={
        <>
          {hasFailed ? null : (
            <TableToggle isTable={isTable} controls={bodyId} onToggle={() => setIsTable((t) => !t)} />
          )}
          <CsvButton what="the figures over time" fileName={fileName} build={() => seriesCsv(view)} />
        </>
      }
    >
      {hasFailed ? (
        <p className="text-sm text-muted">The chart could not be loaded; the table has every point.</p>
      ) : null}
      {showsTable ? (
        <DataTable
          id={bodyId}
          isTall
          caption={`Figures per ${per} (UTC)`}
          columns={[
            { key: "at", label: per === "hour" ? "Hour (UTC)" : "Day (UTC)" },
            ...SERIES_KEYS.map((key) => ({ key, label: SERIES_LABELS[key], isNumeric: true })),
          ]}
          rows={view.series.map((point) => ({
            key: point.at,
            cells: [
              <time key="at" dateTime={point.at}>
                {formatPointTime(point.at, view.bucket)}
              </time>,
              ...SERIES_KEYS.map((key) => formatNumber(point[key])),
            ],
          }))}
        />
      ) : Chart ? (
        <div id={bodyId}>
          <Chart series={view.series} bucket={view.bucket} label={seriesSummary(view)} height={CHART_HEIGHT} />
        </div>
      ) : (
        <div role="status" aria-label="Loading the chart">
          <Skeleton className="h-[260px]" />
        </div>
      )}
    </CardSection>
  );
}
