import type { MissionView } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { LogIn, Users } from "lucide-react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/auth/session";
import { Countdown } from "./countdown";
import { useNow } from "./use-now";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function formatWhen(iso: string | null): string {
  if (!iso) return "Not set";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "Not set" : dateTime.format(date);
}

/**
 * Spec §4 "Mission entry button", the states decidable without the viewer's participation:
 * ended, not started, paused; otherwise objectives still have to be completed.
 */
export function entryButtonLabel(m: Pick<MissionView, "phase" | "status" | "starts_at" | "ends_at">, now: number): string {
  const end = m.ends_at ? Date.parse(m.ends_at) : null;
  const start = m.starts_at ? Date.parse(m.starts_at) : null;
  const isOver = ["ended", "closed", "completed", "archived"].includes(m.phase) || m.status === "completed" || (end !== null && now >= end);
  if (isOver) return "Mission Ended";
  if (m.phase === "upcoming" || m.phase === "draft" || (start !== null && now < start)) return "Mission Has Not Started";
  if (m.phase === "paused") return "Mission is currently paused";
  return "Complete Objectives to Enter";
}

/** Entry panel: countdown, dates and the entry button (participation itself arrives with part 2). */
export function EntryPanel({ mission }: { mission: MissionView }) {
  const { isSignedIn, isPending } = useSession();
  const now = useNow(1000);
  const path = `/missions/${mission.slug}`;
  const participants = mission.participant_count;
  return (
    <Card role="region" aria-labelledby="entry-title" className="space-y-5">
      <h2 id="entry-title" className="sr-only">
        Entry
      </h2>
      <Countdown mission={mission} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted">Starts</dt>
          <dd className="text-ink">{formatWhen(mission.starts_at)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Ends</dt>
          <dd className="text-ink">{formatWhen(mission.ends_at)}</dd>
        </div>
      </dl>
      <p className="inline-flex items-center gap-1.5 text-sm text-muted">
        <Users className="size-4" aria-hidden />
        {participants.toLocaleString("en-US")} {participants === 1 ? "participant" : "participants"}
      </p>
      {isPending ? (
        <Skeleton className="h-12" />
      ) : isSignedIn ? (
        <Button size="lg" className="w-full" disabled>
          {entryButtonLabel(mission, now)}
        </Button>
      ) : (
        <Link to="/sign-in" search={{ redirect_url: path }} className={buttonClass("primary", "lg", "w-full")}>
          <LogIn className="size-4" aria-hidden />
          Sign in to participate
        </Link>
      )}
    </Card>
  );
}
