import { createHash } from "node:crypto";

/**
 * A stable UUID (version-5 layout) for a piece of demo content, so that re-seeding yields the
 * same ids and links keep working. `kind` namespaces the key (e.g. "mission", "topic").
 */
export function demoUuid(kind: string, key: string): string {
  const h = createHash("sha1").update(`questhq-demo:${kind}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `now` shifted by a number of days (negative = past). */
export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY);
}

/** `now` shifted by a number of hours (negative = past). */
export function addHours(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * HOUR);
}

/** Midnight UTC of the day `now` falls in. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
