import { formatNumber, isUserStatus, userStatusLabel, type UserMissionView } from "@questhq/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Coins, Compass, Ticket, Trophy } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { MoreButton } from "@/components/ui/more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api";
import { cn } from "@/lib/cn";

const PAGE = 10;

type Page = { data: UserMissionView[]; total: number };

/**
 * The dashboard's Missions tab: every mission the user joined, its status
 * (docs/product/missions.md#participant-status), credits earned and entries.
 */
export function MissionsTab() {
  const query = useInfiniteQuery({
    queryKey: ["users", "missions"],
    queryFn: ({ pageParam }) => apiFetch<Page>(`/api/v1/users/missions?limit=${PAGE}&offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const seen = all.reduce((n, p) => n + p.data.length, 0);
      return seen < last.total && last.data.length > 0 ? seen : undefined;
    },
  });
  if (query.isPending) {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the skeleton; a status role would announce it
      <div className="space-y-2" aria-busy="true" aria-label="Loading your missions">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return (
      <ErrorState title="Your missions could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  const missions = query.data.pages.flatMap((p) => p.data);
  if (missions.length === 0) {
    return (
      <EmptyState
        icon={Compass}
        title="No missions yet"
        description="Missions you start show up here with their status, the credits they earned you and your entries."
        action={
          <Link to="/explore" className={buttonClass("primary", "md")}>
            Explore missions
          </Link>
        }
      />
    );
  }
  const total = query.data.pages[0]?.total ?? missions.length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {formatNumber(total)} {total === 1 ? "mission" : "missions"}
      </p>
      <ul className="space-y-2">
        {missions.map((m) => (
          <li key={m.id}>
            <MissionRow mission={m} />
          </li>
        ))}
      </ul>
      <MoreButton query={query} className="w-full">
        Load more
      </MoreButton>
    </div>
  );
}

function toneOf(label: string): BadgeTone {
  if (label === "Winner") return "success";
  if (label === "Not Selected") return "neutral";
  if (label === "Completed Mission" || label === "Completed Objectives") return "success";
  return "brand";
}

function MissionRow({ mission: m }: { mission: UserMissionView }) {
  const label = isUserStatus(m.user_status) ? userStatusLabel(m.user_status, m.status) : m.user_status;
  return (
    <Link
      to="/missions/$slug"
      params={{ slug: m.slug }}
      className={cn(
        "flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3 transition-colors",
        "hover:border-brand/50 hover:bg-surface-3",
      )}
    >
      {m.banner_url ? (
        <img src={m.banner_url} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-surface-3" aria-hidden>
          <Trophy className="size-5 text-faint" />
        </span>
      )}
      <span className="min-w-0 flex-1 space-y-1">
        <span className="block truncate font-medium text-ink">{m.title}</span>
        <span className="block truncate text-xs text-muted">{m.organization.name}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1 text-accent">
            <Coins className="size-3.5" aria-hidden />
            {formatNumber(m.credits_earned)} credits
          </span>
          {m.entry_count > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Ticket className="size-3.5" aria-hidden />
              {formatNumber(m.entry_count)} {m.entry_count === 1 ? "entry" : "entries"}
            </span>
          ) : null}
        </span>
      </span>
      <Badge tone={toneOf(label)}>{label}</Badge>
    </Link>
  );
}
