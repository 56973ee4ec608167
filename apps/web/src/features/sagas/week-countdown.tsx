import { useNow } from "@/features/missions/index";

/** "2d 04h 13m 09s" until `at`, ticking every second; "now" once reached. */
export function countdownParts(ms: number): string {
  if (ms <= 0) return "now";
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, "0");
  const hms = `${pad(Math.floor((s % 86_400) / 3600))}h ${pad(Math.floor((s % 3600) / 60))}m ${pad(s % 60)}s`;
  return d > 0 ? `${d}d ${hms}` : hms;
}

export function WeekCountdown({ at, label }: { at: string; label: string }) {
  const now = useNow(1000);
  const left = countdownParts(new Date(at).getTime() - now);
  return (
    <p className="text-sm text-muted">
      {label}{" "}
      <time dateTime={at} className="font-mono font-medium text-ink tabular-nums" aria-live="off">
        {left}
      </time>
    </p>
  );
}
