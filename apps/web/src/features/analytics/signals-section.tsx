import { formatNumber, type MissionAnalyticsView } from "@questhq/core";
import { CardSection } from "@/components/card-section";
import { CsvButton } from "./section-buttons";
import { signalsCsv } from "./analytics-csv";
import { formatShare, shareOf, signalRows } from "./analytics-format";

/**
 * Counts that hint at bots or one person with many accounts among the participants of the window. They are
 * numbers, never who: the page has nothing to act on a person with.
 */
export function SignalsSection({ view, fileName }: { view: MissionAnalyticsView; fileName: string }) {
  return (
    <CardSection
      id="analytics-signals"
      title="Signals"
      description="Counts that can point to automated or duplicate accounts. They say how many, never who."
      actions={<CsvButton what="the signals" fileName={fileName} build={() => signalsCsv(view)} />}
    >
      <dl className="grid gap-3 md:grid-cols-3">
        {signalRows(view.signals).map((row) => (
          <div key={row.key} className="space-y-1 rounded-lg border border-line bg-surface-2 p-4">
            <dt className="text-sm font-medium text-ink">{row.label}</dt>
            <dd className="space-y-1">
              <p className="text-xl font-semibold tabular-nums text-ink">
                {formatNumber(row.count)}{" "}
                <span className="text-sm font-normal text-muted">
                  of {formatNumber(row.outOf)} ({formatShare(shareOf(row.count, row.outOf))})
                </span>
              </p>
              <p className="text-xs text-muted">{row.explanation}</p>
            </dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}
