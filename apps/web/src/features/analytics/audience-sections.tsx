import { formatNumber, type MissionAnalyticsView } from "@questhq/core";
import { CardSection } from "@/components/card-section";
import { CsvButton } from "./section-buttons";
import { linkedAccountsCsv, participantsCsv } from "./analytics-csv";
import { formatShare, providerLabel, shareOf } from "./analytics-format";
import { DataTable } from "./data-table";

function ShareBar({ share }: { share: number | null }) {
  return (
    <div aria-hidden className="h-2 overflow-hidden rounded-full bg-surface-3">
      <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(100, (share ?? 0) * 100)}%` }} />
    </div>
  );
}

/** New to the organization or back for another of its missions, among those who started in the window. */
export function ParticipantsSection({ view, fileName }: { view: MissionAnalyticsView; fileName: string }) {
  const { started, new: first, returning } = view.participants;
  const rows = [
    { key: "new", label: "New to the organization", count: first },
    { key: "returning", label: "Returning", count: returning },
  ];
  return (
    <CardSection
      id="analytics-participants"
      title="New and returning"
      description={
        `Of the ${formatNumber(started)} who started in the window: new to the organization's missions, or back ` +
        "after one of them."
      }
      actions={
        <CsvButton what="new and returning participants" fileName={fileName} build={() => participantsCsv(view)} />
      }
    >
      <ul className="space-y-4">
        {rows.map((row) => {
          const share = shareOf(row.count, started);
          return (
            <li key={row.key} className="space-y-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-ink">{row.label}</span>
                <span className="tabular-nums text-ink">
                  {formatNumber(row.count)} <span className="text-muted">({formatShare(share)})</span>
                </span>
              </div>
              <ShareBar share={share} />
            </li>
          );
        })}
      </ul>
    </CardSection>
  );
}

/** Which accounts the participants of the window have linked, as a count and a share of those who started. */
export function LinkedAccountsSection({ view, fileName }: { view: MissionAnalyticsView; fileName: string }) {
  const started = view.participants.started;
  return (
    <CardSection
      id="analytics-linked-accounts"
      title="Linked accounts"
      description={
        "Participants of the window who had each account linked when they last took a step, and their share of " +
        "those who started."
      }
      actions={<CsvButton what="the linked accounts" fileName={fileName} build={() => linkedAccountsCsv(view)} />}
    >
      {view.linked_providers.length ? (
        <DataTable
          caption="Linked accounts of the participants"
          columns={[
            { key: "provider", label: "Account" },
            { key: "participants", label: "Participants", isNumeric: true },
            { key: "share", label: "Share of started", isNumeric: true },
          ]}
          rows={view.linked_providers.map((p) => ({
            key: p.provider,
            cells: [
              providerLabel(p.provider),
              formatNumber(p.participants),
              formatShare(shareOf(p.participants, started)),
            ],
          }))}
        />
      ) : (
        <p className="text-sm text-muted">No participant in this window has linked an account.</p>
      )}
    </CardSection>
  );
}
