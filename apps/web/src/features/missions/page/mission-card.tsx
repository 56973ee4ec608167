import type { MissionCardView } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { Clock, Trophy, Users } from "lucide-react";
import { useState } from "react";
import { cardLinkClass } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { ChainIcon, MissionStatusBadge, timeLabel } from "@/features/mission-shared";
import { OrgMark } from "./org-mark";
import { formatNumber } from "@questhq/core";

/**
 * "Raffle · 25 winners", "All · TBD winners": how a reward picks its winners (docs/product/rewards.md#reward-fields).
 */
export function rewardSelectionLabel(reward: { selection_process: "All" | "raffle"; winners_label: string }): string {
  const process = reward.selection_process === "raffle" ? "Raffle" : "All";
  return `${process} · ${reward.winners_label} ${reward.winners_label === "1" ? "winner" : "winners"}`;
}

/** Banner image with a gradient when there is none or it fails to load. */
export function MissionBanner({
  src,
  className,
  isLazy = true,
  isUrgent = !isLazy,
}: {
  src: string | null;
  className?: string;
  /** Below the fold: loaded when scrolled near. */
  isLazy?: boolean;
  /** The page's largest paint: fetched first. */
  isUrgent?: boolean;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const isShown = Boolean(src) && brokenSrc !== src;
  return (
    <div
      className={cn("relative overflow-hidden bg-gradient-to-br from-brand/60 via-surface-3 to-accent/40", className)}
    >
      {isShown ? (
        <img
          src={src ?? undefined}
          alt=""
          loading={isLazy ? "lazy" : "eager"}
          // The banner at the top of a mission page is its largest paint: fetch it first, decode it at once.
          fetchPriority={isUrgent ? "high" : "auto"}
          decoding={isUrgent ? "sync" : "async"}
          // The box sets the size (an aspect-ratio class); these give the image's own ratio before it loads.
          width={1200}
          height={400}
          className="absolute inset-0 size-full object-cover"
          onError={() => setBrokenSrc(src)}
        />
      ) : null}
    </div>
  );
}

export type BannerPriority = "lazy" | "eager" | "first";

/**
 * A mission in a grid (/explore, suggested missions); the whole card links to the mission page. Cards in the first
 * row load their banner at once ("eager"), the very first one ahead of everything else ("first").
 */
export function MissionCard({
  mission,
  now = Date.now(),
  bannerPriority = "lazy",
}: {
  mission: MissionCardView;
  now?: number;
  bannerPriority?: BannerPriority;
}) {
  const { organization: org, reward } = mission;
  return (
    <Link to="/missions/$slug" params={{ slug: mission.slug }} className={cardLinkClass("overflow-hidden")}>
      <div className="relative">
        <MissionBanner
          src={mission.banner_url}
          className="aspect-[3/1]"
          isLazy={bannerPriority === "lazy"}
          isUrgent={bannerPriority === "first"}
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <span className="rounded-full bg-black/60 backdrop-blur-sm">
            <MissionStatusBadge phase={mission.phase} />
          </span>
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white",
              "backdrop-blur-sm",
            )}
          >
            <Clock className="size-3.5" aria-hidden />
            {timeLabel(mission, now)}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-2 text-sm text-muted">
          <OrgMark src={org.logo} name={org.name} />
          <span className="truncate">{org.name}</span>
        </div>
        <h3 className="line-clamp-2 text-base font-semibold text-ink group-hover:text-white">{mission.title}</h3>
        <div className="text-sm text-muted">
          <ChainIcon chainId={mission.blockchain} withLabel />
        </div>
        {reward ? (
          <div className="flex items-start gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm">
            <Trophy className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{reward.title}</p>
              <p className="text-xs text-muted">{rewardSelectionLabel(reward)}</p>
            </div>
          </div>
        ) : null}
        <p className="mt-auto inline-flex items-center gap-1.5 text-xs text-muted">
          <Users className="size-3.5" aria-hidden />
          {formatNumber(mission.participant_count)} {mission.participant_count === 1 ? "participant" : "participants"}
        </p>
      </div>
    </Link>
  );
}

export function MissionCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div className="aspect-[3/1] animate-pulse bg-surface-3/70" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-12" />
        <Skeleton className="h-3 w-1/4" />
      </div>
    </div>
  );
}
