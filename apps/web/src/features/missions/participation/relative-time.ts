import { formatRelativeTime } from "@questhq/core";

/** "in 45 seconds", "in 3 minutes", "in 2 hours"; null when the moment has passed or is unknown. */
export function relativeFromNow(iso: string | null | undefined, now: number): string | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const seconds = Math.round((at - now) / 1000);
  if (seconds <= 0) return null;
  if (seconds < 60) return formatRelativeTime(seconds, "second");
  if (seconds < 3600) return formatRelativeTime(Math.round(seconds / 60), "minute");
  if (seconds < 86_400) return formatRelativeTime(Math.round(seconds / 3600), "hour");
  return formatRelativeTime(Math.round(seconds / 86_400), "day");
}

/** Whole seconds left until `iso` (0 once passed or unknown). */
export function secondsUntil(iso: string | null | undefined, now: number): number {
  if (!iso) return 0;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
