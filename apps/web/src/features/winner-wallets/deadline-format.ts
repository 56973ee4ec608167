// Deadlines in the viewer's own time zone, with the zone's name, so "2:00 PM EST" cannot be misread. Made on first
// use: these pages are not first screens, and the Intl formatter's locale data should not load before it is needed.

let full: Intl.DateTimeFormat | null = null;

/** "Sunday, January 24, 2027 at 2:00 PM EST" in the browser's time zone. */
export function formatDeadline(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const options: Intl.DateTimeFormatOptions = {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  if (timeZone) return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(date);
  full ??= new Intl.DateTimeFormat("en-US", options);
  return full.format(date);
}

/** "in 3 days", "in 5 hours", "ended": how far away the deadline is, for the list. */
export function deadlineDistance(iso: string, now = new Date()): string {
  const ms = new Date(iso).getTime() - now.getTime();
  if (ms <= 0) return "ended";
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return "in less than an hour";
  if (hours < 48) return `in ${hours} ${hours === 1 ? "hour" : "hours"}`;
  return `in ${Math.floor(hours / 24)} days`;
}
