import type { MissionPhase } from "@questhq/core";

/** "3d 4h", "5h 12m", "42m", "under a minute": the coarse countdown a card has room for. */
export function formatDuration(ms: number): string {
  if (ms <= 0) return "0m";
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  if (mins > 0) return `${mins}m`;
  return "under a minute";
}

/** What a card or header says about time: "Ends in 3d 4h", "Starts in 2h 5m", "Ended". */
export function timeLabel(
  m: { phase: MissionPhase; starts_at: string | null; ends_at: string | null },
  now = Date.now(),
): string {
  const start = m.starts_at ? Date.parse(m.starts_at) : null;
  const end = m.ends_at ? Date.parse(m.ends_at) : null;
  if (m.phase === "archived") return "Archived";
  if (m.phase === "draft") return "Draft";
  if (start !== null && now < start) return `Starts in ${formatDuration(start - now)}`;
  if (end !== null && now < end) return `Ends in ${formatDuration(end - now)}`;
  return "Ended";
}
