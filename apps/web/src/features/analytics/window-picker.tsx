import { ANALYTICS_BUCKETS, type AnalyticsBucket } from "@questhq/core";
import { ToggleGroup } from "radix-ui";
import { cn } from "@/lib/cn";
import type { WindowPreset } from "./analytics-search";
import { WINDOW_LABELS } from "./analytics-window";

const itemClass = cn(
  "inline-flex h-8 items-center rounded-full border px-3 text-sm transition-colors",
  "border-line text-muted hover:border-line-strong hover:text-ink",
  "data-[state=on]:border-brand/50 data-[state=on]:bg-brand-soft data-[state=on]:text-ink",
);

const BUCKET_LABELS: Record<AnalyticsBucket, string> = { hour: "Per hour", day: "Per day" };

function Choice<T extends string>({
  label,
  options,
  value,
  labels,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T | undefined;
  labels: Record<T, string>;
  onChange: (next: T) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value ?? ""}
      // Clicking the chosen option again would clear it; one option stays chosen.
      onValueChange={(next) => {
        const option = options.find((o) => o === next);
        if (option) onChange(option);
      }}
      aria-label={label}
      className="flex flex-wrap gap-1.5"
    >
      {options.map((option) => (
        <ToggleGroup.Item key={option} value={option} className={itemClass}>
          {labels[option]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

/**
 * The window an analytics page covers, and for a mission the size of its chart's points. Both live in the address,
 * so a link to the page shows the same figures.
 */
export function WindowPicker<W extends WindowPreset>({
  windows,
  window,
  onWindowChange,
  bucket,
  onBucketChange,
  rangeLabel,
}: {
  windows: readonly W[];
  window: W;
  onWindowChange: (next: W) => void;
  /** The bucket shown (the one chosen, else the one the server picked); absent on pages without a chart. */
  bucket?: AnalyticsBucket;
  onBucketChange?: (next: AnalyticsBucket) => void;
  /** The window in words, once known. */
  rangeLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:flex-wrap">
      <div className="space-y-1.5">
        <p className="text-xs text-muted" aria-hidden>
          Window
        </p>
        <Choice label="Window" options={windows} value={window} labels={WINDOW_LABELS} onChange={onWindowChange} />
      </div>
      {onBucketChange ? (
        <div className="space-y-1.5">
          <p className="text-xs text-muted" aria-hidden>
            Points
          </p>
          <Choice
            label="Chart points"
            options={ANALYTICS_BUCKETS}
            value={bucket}
            labels={BUCKET_LABELS}
            onChange={onBucketChange}
          />
        </div>
      ) : null}
      {rangeLabel ? <p className="text-sm text-muted sm:ml-auto sm:self-end">{rangeLabel}</p> : null}
    </div>
  );
}
