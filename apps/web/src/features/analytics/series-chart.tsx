import { type AnalyticsBucket, formatNumber, type SeriesPointView } from "@questhq/core";
import { useEffect, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { cn } from "@/lib/cn";
import { SERIES_KEYS, SERIES_LABELS, type SeriesKey, seriesTotals } from "./analytics-format";
import { formatAxisTime, formatPointTime } from "./analytics-window";

// The time series drawn with uPlot: this module is the lazy chunk series-section.tsx imports, so uPlot and its
// stylesheet load with it and nowhere else.

export type SeriesChartProps = {
  series: SeriesPointView[];
  bucket: AnalyticsBucket;
  /** What the chart shows in words, read by screen readers in place of the canvas. */
  label: string;
  height: number;
};

// The theme's colours (styles.css @theme): a canvas cannot take Tailwind classes. Each line also has its own dash,
// so the lines differ without colour.
const LINES: Record<SeriesKey, { stroke: string; dash: number[] }> = {
  views: { stroke: "#a78bfa", dash: [] },
  visitors: { stroke: "#22d3ee", dash: [8, 4] },
  completions: { stroke: "#34d399", dash: [2, 3] },
  entries: { stroke: "#fbbf24", dash: [10, 3, 2, 3] },
};
const AXIS = "#9aa3ba";
const GRID = "#2a3043";

/** Whole numbers only on the count axis: 1, 2, 5, 10, 20, 50 … */
const COUNT_STEPS = Array.from({ length: 30 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3));

function chartOptions(
  size: { width: number; height: number },
  hidden: ReadonlySet<SeriesKey>,
  onHover: (idx: number | null) => void,
): uPlot.Options {
  return {
    ...size,
    // The figures are kept per UTC hour and day: ticks fall on UTC hours and midnights, labelled as in the table.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), "Etc/UTC"),
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
    axes: [
      {
        stroke: AXIS,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        values: (_u, splits) => splits.map((ts) => formatAxisTime(ts * 1e3)),
      },
      {
        stroke: AXIS,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        incrs: COUNT_STEPS,
        values: (_u, splits) => splits.map((v) => formatNumber(v)),
        size: (_u, values) => 16 + 7 * Math.max(2, ...(values ?? []).map((v) => v.length)),
      },
    ],
    series: [
      {},
      ...SERIES_KEYS.map((key) => ({
        label: SERIES_LABELS[key],
        stroke: LINES[key].stroke,
        dash: LINES[key].dash,
        width: 2,
        show: !hidden.has(key),
        points: { fill: LINES[key].stroke },
      })),
    ],
    hooks: { setCursor: [(u: uPlot) => onHover(u.cursor.idx ?? null)] },
  };
}

function LegendLine({ seriesKey }: { seriesKey: SeriesKey }) {
  const { stroke, dash } = LINES[seriesKey];
  return (
    <svg aria-hidden width="28" height="8" viewBox="0 0 28 8" className="shrink-0">
      <line x1="0" y1="4" x2="28" y2="4" stroke={stroke} strokeWidth="2" strokeDasharray={dash.join(" ")} />
    </svg>
  );
}

/**
 * The chart fills its container's width and follows it (ResizeObserver). The legend below it names each line
 * with the window's total, or the figures of the point under the pointer; its buttons hide and show a line.
 */
export function SeriesChart({ series, bucket, label, height }: SeriesChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<SeriesKey>>(new Set());
  const hiddenNow = useRef(hidden);
  hiddenNow.current = hidden;

  // Built again when the figures change; hidden lines stay hidden.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      series.map((p) => Date.parse(p.at) / 1000),
      ...SERIES_KEYS.map((key) => series.map((p) => p[key])),
    ];
    const size = { width: el.clientWidth, height };
    const chart = new uPlot(chartOptions(size, hiddenNow.current, setHovered), data, el);
    plot.current = chart;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
      setHovered(null);
    };
  }, [series, height]);

  const toggle = (key: SeriesKey) => {
    const next = new Set(hidden);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setHidden(next);
    plot.current?.setSeries(SERIES_KEYS.indexOf(key) + 1, { show: !next.has(key) });
  };

  const point = hovered !== null ? series[hovered] : undefined;
  const values = point ?? seriesTotals(series);
  return (
    <div className="space-y-3">
      <div ref={box} role="img" aria-label={label} className="w-full min-w-0 overflow-hidden" />
      <div className="space-y-2">
        <p className="text-xs text-muted" aria-hidden>
          {point ? formatPointTime(point.at, bucket) : "Totals for the window"}
        </p>
        <ul aria-label="Lines of the chart" className="flex flex-wrap gap-2">
          {SERIES_KEYS.map((key) => {
            const isShown = !hidden.has(key);
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-pressed={isShown}
                  onClick={() => toggle(key)}
                  className={cn(
                    "inline-flex h-8 items-center gap-2 rounded-full border border-line px-3 text-sm",
                    "transition-colors hover:border-line-strong",
                    isShown ? "text-ink" : "text-faint line-through",
                  )}
                >
                  <LegendLine seriesKey={key} />
                  {SERIES_LABELS[key]}
                  <span className="tabular-nums text-muted">{formatNumber(values[key])}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
