import { formatDateTime } from "@questhq/core";

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
