import {
  formatDateRange,
  formatDateTime,
  formatNumber,
  SAGA_MESSAGES,
  type SagaSummary,
  type SettlementSummary,
} from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { apiData } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { formatHq } from "@/features/staking/index";
import { SagaLeaderboard } from "./saga-leaderboard";
import { SagaVerifyPanel } from "./saga-verify-panel";

const route = getRouteApi("/sagas/$slug");

type Summary = { season: SagaSummary; settlement: SettlementSummary };

/** /sagas/{slug}: public. The leaderboard by boosted credits and where the settlement stands. */
export function SagaPage() {
  const { slug } = route.useParams();
  const summary = useQuery({
    queryKey: ["sagas", "summary", slug],
    queryFn: () => apiData<Summary>(`/api/v1/seasons/${encodeURIComponent(slug)}/summary`),
  });
  useDocumentTitle(summary.data?.season.name ?? "Saga");
  if (summary.isPending) return <Skeleton className="h-96 w-full" />;
  if (summary.isError)
    return <ErrorState title={SAGA_MESSAGES.fetchSaga} error={summary.error} onRetry={() => void summary.refetch()} />;
  const { season, settlement } = summary.data;
  const dates = formatDateRange(new Date(season.starts_at), new Date(season.ends_at));
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={`Saga ${season.number}`}
        title={season.name}
        description={`${dates} · ${formatHq(BigInt(season.hq_pool))} $HQ split by boosted credits`}
        actions={
          <Link to="/sagas" className={buttonClass("secondary", "sm")}>
            All Sagas
          </Link>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-labelledby="board" className="space-y-3">
          <h2 id="board" className="font-semibold text-ink">
            Leaderboard
          </h2>
          <SagaLeaderboard slug={season.slug} hasEnded={settlement.status !== "open"} />
        </section>
        <Card className="h-fit space-y-2 p-5 text-sm">
          <h2 className="font-semibold text-ink">Settlement</h2>
          {settlement.table_hash ? (
            <>
              <p className="text-muted">
                Published {settlement.published_at ? formatDateTime(new Date(settlement.published_at)) : ""} for{" "}
                {formatNumber(settlement.participant_count ?? 0)} accounts.
              </p>
              <p className="break-all font-mono text-xs text-ink">{settlement.table_hash}</p>
              <SagaVerifyPanel slug={season.slug} settlement={settlement} />
            </>
          ) : (
            <p className="text-muted">
              {settlement.status === "open"
                ? "The Saga is running. At its end the allocation table and its hash are published here before any " +
                  "payout."
                : "The Saga has ended; its settlement is being prepared."}
            </p>
          )}
          <p className="text-muted">
            Split: {settlement.vault_bps / 100}% into the vault, the rest streamed over 12 months. Algorithm{" "}
            {settlement.algorithm}.
          </p>
          <a href="/docs/sagas" className="inline-block font-medium text-brand underline-offset-4 hover:underline">
            How to check a Saga yourself
          </a>
        </Card>
      </div>
    </div>
  );
}
