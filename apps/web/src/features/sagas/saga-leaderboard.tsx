import { formatBooster, formatNumber, type LeaderboardRow, type SagaLeaderboardPage } from "@questhq/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { MoreButton } from "@/components/ui/more-button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { leaderboardPage, sagaKeys } from "./sagas-api";

/** The Saga's accounts by boosted credits, 25 at a time; the viewer's own row pinned on top. */
export function SagaLeaderboard({ slug, hasEnded = false }: { slug: string; hasEnded?: boolean }) {
  const query = useInfiniteQuery({
    queryKey: sagaKeys.leaderboard(slug),
    queryFn: ({ pageParam }) => leaderboardPage(slug, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SagaLeaderboardPage) => last.next,
  });
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError)
    return (
      <ErrorState
        title="The leaderboard could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const rows = query.data.pages.flatMap((p) => p.data);
  const me = query.data.pages[0]?.me ?? null;
  if (rows.length === 0)
    return (
      <EmptyState
        icon={Users}
        title={hasEnded ? "No one earned credits in this Saga" : "No one on the board yet"}
        description={
          hasEnded
            ? "This Saga has ended without boosted credits, so there is nothing to split."
            : "Complete a challenge or a mission objective to be the first."
        }
      />
    );
  return (
    <div className="space-y-3">
      {me ? (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the pinned row; no landmark or status wanted
        <div aria-label="Your position">
          <Row row={me} pinned />
        </div>
      ) : null}
      <ol
        className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface-2"
        aria-label="Leaderboard"
      >
        {rows.map((r) => (
          <li key={r.account}>
            <Row row={r} />
          </li>
        ))}
      </ol>
      <MoreButton query={query} className="w-full">
        Show more
      </MoreButton>
    </div>
  );
}

function Row({ row, pinned = false }: { row: LeaderboardRow; pinned?: boolean }) {
  return (
    <div
      className={cn(
        "flex items-center gap-3 px-4 py-3 text-sm",
        pinned && "rounded-xl border border-brand/40 bg-brand-soft",
        row.is_me && !pinned && "bg-brand-soft/60",
      )}
    >
      <span className="w-10 shrink-0 font-mono text-muted tabular-nums">#{formatNumber(row.rank)}</span>
      <Avatar src={row.image} name={row.display_name} className="size-8 text-xs" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">
          {row.display_name}
          {row.is_me ? <span className="ml-1 text-xs text-brand">(you)</span> : null}
        </span>
        <span className="block text-xs text-muted">
          {formatNumber(row.credits)} credits · ×{formatBooster(100 + row.booster_hundredths)}
        </span>
      </span>
      <span className="text-right">
        <span className="block font-semibold text-ink tabular-nums">{formatNumber(row.boosted_credits)}</span>
        <span className="block text-xs text-muted">boosted</span>
      </span>
    </div>
  );
}
