import { ANALYTICS_MAX_SOURCES, formatNumber, type MissionAnalyticsView } from "@questhq/core";
import { CardSection } from "@/components/card-section";
import { CsvButton } from "./section-buttons";
import { sourcesCsv } from "./analytics-csv";
import { sourceLabel } from "./analytics-format";
import { DataTable } from "./data-table";

/**
 * Where visitors came from: the referring site and the link's campaign tags
 * (docs/product/analytics.md#counting-visitors).
 */
export function SourcesSection({ view, fileName }: { view: MissionAnalyticsView; fileName: string }) {
  return (
    <CardSection
      id="analytics-sources"
      title="Sources"
      description={
        `Where visitors came from: the referring site and the link's utm_source and utm_campaign. At most ` +
        `${ANALYTICS_MAX_SOURCES}, most visitors first.`
      }
      actions={<CsvButton what="the sources" fileName={fileName} build={() => sourcesCsv(view)} />}
    >
      {view.sources.length ? (
        <DataTable
          caption="Sources of the visits"
          columns={[
            { key: "referrer", label: "Referring site" },
            { key: "utm_source", label: "utm_source" },
            { key: "utm_campaign", label: "utm_campaign" },
            { key: "views", label: "Views", isNumeric: true },
            { key: "visitors", label: "Visitors", isNumeric: true },
          ]}
          rows={view.sources.map((s) => ({
            key: `${s.referrer_host}\u0000${s.utm_source}\u0000${s.utm_campaign}`,
            cells: [
              s.referrer_host ? (
                s.referrer_host
              ) : (
                <span key="referrer" className="text-muted">
                  {sourceLabel("")}
                </span>
              ),
              s.utm_source || (
                <span key="utm_source" className="text-faint">
                  None
                </span>
              ),
              s.utm_campaign || (
                <span key="utm_campaign" className="text-faint">
                  None
                </span>
              ),
              formatNumber(s.views),
              formatNumber(s.visitors),
            ],
          }))}
        />
      ) : (
        <p className="text-sm text-muted">No visits in this window, so no sources yet.</p>
      )}
    </CardSection>
  );
}
