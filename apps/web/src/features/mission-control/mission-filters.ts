import type { MissionPhase, OrgMissionView } from "@questhq/core";

// The status filter of Mission Control. "Ended" gathers every phase after the end date
// (ended, closed, completed): organizers look for finished missions, not their sub-states.

export const MISSION_FILTERS = [
  { key: "all", label: "All", phases: null },
  { key: "draft", label: "Drafts", phases: ["draft"] },
  { key: "live", label: "Live", phases: ["live"] },
  { key: "upcoming", label: "Upcoming", phases: ["upcoming"] },
  { key: "ended", label: "Ended", phases: ["ended", "closed", "completed"] },
  { key: "paused", label: "Paused", phases: ["paused"] },
  { key: "archived", label: "Archived", phases: ["archived"] },
] as const satisfies readonly { key: string; label: string; phases: readonly MissionPhase[] | null }[];

export type MissionFilterKey = (typeof MISSION_FILTERS)[number]["key"];

export function isMissionFilterKey(value: string): value is MissionFilterKey {
  return MISSION_FILTERS.some((f) => f.key === value);
}

export function matchesFilter(mission: Pick<OrgMissionView, "phase">, key: MissionFilterKey): boolean {
  const filter = MISSION_FILTERS.find((f) => f.key === key);
  if (!filter?.phases) return true;
  return (filter.phases as readonly MissionPhase[]).includes(mission.phase);
}

export function countByFilter(missions: readonly Pick<OrgMissionView, "phase">[]): Record<MissionFilterKey, number> {
  const counts = Object.fromEntries(MISSION_FILTERS.map((f) => [f.key, 0])) as Record<MissionFilterKey, number>;
  for (const m of missions) {
    for (const f of MISSION_FILTERS) if (matchesFilter(m, f.key)) counts[f.key] += 1;
  }
  return counts;
}

/** "2 objectives · reward ready" or "… · No reward yet": what is left before a draft can go live. */
export function setupLabel(m: Pick<OrgMissionView, "objective_count" | "has_reward">): string {
  const objectives = `${m.objective_count} ${m.objective_count === 1 ? "objective" : "objectives"}`;
  return `${objectives} · ${m.has_reward ? "reward ready" : "No reward yet"}`;
}
