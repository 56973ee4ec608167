import type { OrgMissionView } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { CircleCheck, CircleDashed } from "lucide-react";
import { formatDate } from "@/lib/format";
import { ChainIcon, timeLabel } from "@/features/mission-shared";
import { setupLabel } from "./mission-filters";

// Cells shared by the desktop table and the phone cards, so both show the same facts.

export function MissionTitleLink({ mission }: { mission: OrgMissionView }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <ChainIcon chainId={mission.blockchain} />
      <Link
        to="/missions/$slug"
        params={{ slug: mission.slug }}
        className="min-w-0 truncate font-medium text-ink underline-offset-4 hover:text-white hover:underline"
      >
        {mission.title}
      </Link>
    </span>
  );
}

export function MissionSetup({ mission }: { mission: OrgMissionView }) {
  const isReady = mission.has_reward && mission.objective_count > 0;
  const Icon = isReady ? CircleCheck : CircleDashed;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted lg:whitespace-nowrap">
      <Icon className={isReady ? "size-4 text-success" : "size-4 text-warning"} aria-hidden />
      {setupLabel(mission)}
    </span>
  );
}

function DateText({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-faint">Not set</span>;
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

export function MissionDates({ mission }: { mission: OrgMissionView }) {
  const label = timeLabel(mission);
  // Drafts and archived missions already say so in their status badge.
  const isRedundant = mission.phase === "draft" || mission.phase === "archived";
  if (!mission.starts_at && !mission.ends_at) return <span className="text-sm text-faint">Dates not set</span>;
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      <span className="whitespace-nowrap text-ink">
        <DateText iso={mission.starts_at} />
        <span aria-hidden> – </span>
        <span className="sr-only"> to </span>
        <DateText iso={mission.ends_at} />
      </span>
      {isRedundant ? null : <span className="text-xs text-muted">{label}</span>}
    </span>
  );
}
