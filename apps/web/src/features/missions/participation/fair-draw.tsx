import { formatNumber, type DrawView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Scale } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeading } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Skeleton } from "@/components/ui/skeleton";
import { drawQuery } from "@/features/draws/index";

const SEED_SOURCES: Record<DrawView["seed_source"], string> = {
  commit: "Commit and reveal: the seed is fixed now and published after the draw",
  drand: "drand public randomness beacon",
  block: "A future block hash",
};

/** "0x12ab34cd…9f8e7d": enough to compare by eye; the copy button gives the whole value. */
export function shortHash(value: string): string {
  return value.length <= 18 ? value : `${value.slice(0, 10)}…${value.slice(-6)}`;
}

function HashRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="truncate font-mono text-ink" title={value}>
          {shortHash(value)}
        </span>
        <CopyButton value={value} label="Copy" />
      </dd>
    </div>
  );
}

function TextRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="text-right text-ink">{value}</dd>
    </div>
  );
}

/**
 * "Fair draw": how the winners will be or were picked (GET /missions/{id}/draw). Before the
 * entry list is frozen it shows the seed commitment and source; after the freeze the entry list
 * hash and count; after the draw the seed, the winners count and the way to verify it.
 */
export function FairDraw({ missionId, slug }: { missionId: string; slug: string }) {
  const draw = useQuery(drawQuery(missionId));
  // The draw is a bonus on the page: nothing set up yet (or a failed read) leaves it out.
  if (draw.isError || (!draw.isPending && draw.data === null)) return null;

  return (
    <Card role="region" aria-labelledby="fair-draw-title" className="space-y-4">
      <CardHeading id="fair-draw-title" icon={Scale} iconClassName="text-accent">
        Fair draw
      </CardHeading>
      {draw.isPending ? (
        <div role="status" aria-label="Loading the draw" className="space-y-2">
          <Skeleton className="h-5" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : draw.data ? (
        <DrawDetails draw={draw.data} slug={slug} />
      ) : null}
    </Card>
  );
}

function DrawDetails({ draw, slug }: { draw: DrawView; slug: string }) {
  const { seed, entry_list_hash: listHash } = draw;
  const isDrawn = draw.drawn_at !== null && seed !== null;
  const isFrozen = draw.frozen_at !== null && listHash !== null;
  const source =
    draw.seed_source === "drand" && draw.beacon_round !== null
      ? `${SEED_SOURCES.drand} (round ${formatNumber(draw.beacon_round)})`
      : SEED_SOURCES[draw.seed_source];
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {isDrawn
          ? "The winners were picked with a public seed over the frozen entry list. Anyone can repeat the draw."
          : isFrozen
            ? "Entries are frozen. The winners will be picked from exactly this list."
            : "The seed was committed before entries close, so the result cannot be steered."}
      </p>
      <dl className="space-y-2.5 text-sm">
        {isDrawn ? (
          <HashRow label="Seed" value={seed} />
        ) : (
          <HashRow label="Seed commitment" value={draw.seed_commitment} />
        )}
        <TextRow label="Seed source" value={source} />
        {isFrozen ? <HashRow label="Entry list hash" value={listHash} /> : null}
        {isFrozen && draw.entry_count !== null ? (
          <TextRow label="Entries" value={formatNumber(draw.entry_count)} />
        ) : null}
        {isDrawn ? (
          <TextRow label="Winners" value={formatNumber(draw.winners?.length ?? draw.number_of_winners ?? 0)} />
        ) : null}
      </dl>
      {isDrawn ? (
        <Link to="/missions/$slug/draw" params={{ slug }} className={buttonClass("secondary", "md", "w-full")}>
          Verify this draw
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}
