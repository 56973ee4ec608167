import { formatDateTime, formatRelativeTime, type RelativeTimeUnit } from "@questhq/core";

// Pure wording of the bell and the Notifications page, tested alone.

/** Past this many the badge stops counting: a wider badge would push the header's buttons about. */
export const BADGE_MAX = 99;

/** The bell's badge: "3", "99+"; null when there is nothing unread (no badge at all). */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}

/** The bell's accessible name: the badge is hidden from screen readers, so the name carries the same count. */
export function bellLabel(unread: number): string {
  const badge = badgeText(unread);
  return badge ? `Notifications, ${badge} unread` : "Notifications";
}

const STEPS: [RelativeTimeUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * "now", "5 minutes ago", "yesterday" for a notification's created_at. Whole units, rounded down, so 59 min 40 s
 * reads "59 minutes ago" rather than "60 minutes ago". A time a little ahead of this device's clock (a server clock
 * running ahead) reads "now" rather than "in 3 seconds".
 */
export function timeAgo(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  let value = Math.min(0, at - now) / 1000;
  if (value > -60) return formatRelativeTime(0, "second");
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return formatRelativeTime(Math.trunc(value), unit);
    value /= size;
  }
  return "";
}

/** The exact moment, shown on hover of the relative one. */
export function exactTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : formatDateTime(at);
}

/**
 * The app path a notification opens, or null. The server writes only app paths; anything else (another origin,
 * "//host") is refused rather than followed, so a bad row cannot send someone off the site.
 */
export function notificationHref(link: string | null): string | null {
  if (!link?.startsWith("/") || link.startsWith("//") || link.startsWith("/\\")) return null;
  return link;
}
