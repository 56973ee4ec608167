import type { MissionView } from "@questhq/core";

export type MissionTiming = { isEnded: boolean; isNotStarted: boolean; isPaused: boolean; isLive: boolean };

/** The mission-side inputs of the entry button (docs/product/missions.md#entry-button): ended, not started, paused. */
export function missionTiming(
  m: Pick<MissionView, "phase" | "status" | "starts_at" | "ends_at">,
  now: number,
): MissionTiming {
  const end = m.ends_at ? Date.parse(m.ends_at) : null;
  const start = m.starts_at ? Date.parse(m.starts_at) : null;
  const isEnded =
    ["ended", "closed", "completed", "archived"].includes(m.phase) ||
    ["closed", "completed", "archived"].includes(m.status) ||
    (end !== null && now >= end);
  const isNotStarted = !isEnded && (m.phase === "upcoming" || m.phase === "draft" || (start !== null && now < start));
  const isPaused = !isEnded && !isNotStarted && (m.phase === "paused" || m.status === "paused");
  return { isEnded, isNotStarted, isPaused, isLive: !isEnded && !isNotStarted && !isPaused };
}

/** Why objectives cannot be worked on right now, in the entry button's words, or null while the mission runs. */
export function closedReason(t: MissionTiming): string | null {
  if (t.isEnded) return "Mission Ended";
  if (t.isNotStarted) return "Mission Has Not Started";
  if (t.isPaused) return "Mission is currently paused";
  return null;
}
