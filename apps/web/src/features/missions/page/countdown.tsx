import { useNow } from "./use-now";

type Times = { starts_at: string | null; ends_at: string | null };

/** Where the mission stands in time: before its start, running until its end, or over. */
export function countdownTarget(m: Times, now: number): { label: "Starts in" | "Ends in"; at: number } | null {
  const start = m.starts_at ? Date.parse(m.starts_at) : null;
  const end = m.ends_at ? Date.parse(m.ends_at) : null;
  if (start !== null && now < start) return { label: "Starts in", at: start };
  if (end !== null && now < end) return { label: "Ends in", at: end };
  return null;
}

function parts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return [
    { unit: "days", short: "d", value: Math.floor(total / 86400) },
    { unit: "hours", short: "h", value: Math.floor((total % 86400) / 3600) },
    { unit: "minutes", short: "m", value: Math.floor((total % 3600) / 60) },
    { unit: "seconds", short: "s", value: total % 60 },
  ];
}

/** A live countdown ticking every second: "Ends in 3d 04h 12m 09s", "Starts in …" or "Ended". */
export function Countdown({ mission }: { mission: Times }) {
  const now = useNow(1000);
  const target = countdownTarget(mission, now);
  if (!target) {
    return <p className="text-sm font-semibold text-muted">Ended</p>;
  }
  const segments = parts(target.at - now);
  const spoken = segments
    .filter((s, i) => s.value > 0 || i === 3)
    .map((s) => `${s.value} ${s.unit}`)
    .join(" ");
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{target.label}</p>
      {/* The ticking digits are hidden from screen readers (they would be read every second). */}
      <div aria-hidden className="flex gap-1.5 font-mono">
        {segments.map((s) => (
          <span key={s.unit} className="min-w-12 rounded-lg border border-line bg-surface-2 px-2 py-1 text-center">
            <span className="text-lg font-semibold text-ink tabular-nums">{String(s.value).padStart(2, "0")}</span>
            <span className="ml-0.5 text-xs text-muted">{s.short}</span>
          </span>
        ))}
      </div>
      <p className="sr-only">{`${target.label} ${spoken}`}</p>
    </div>
  );
}
