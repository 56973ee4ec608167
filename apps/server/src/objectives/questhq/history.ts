import { NO_START_DATE } from "@questhq/core";

// Helpers shared by the "history" objectives (missions, objectives, credits since a date).

/** Participant statuses that mean the user finished a mission (entered it, or won it). */
export const FINISHED_STATUSES = ["Completed", "Entered", "Selected"] as const;

/** start_date 2000-01-01 (or none) means "since ever" (docs/product/objectives.md#common-values). */
export function sinceDate(value: unknown): Date | null {
  if (typeof value !== "string" || value.trim() === "" || value.startsWith(NO_START_DATE)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The threshold the organizer set (a positive whole number; stored as a number or digit text). */
export function threshold(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const NOT_SET_UP_MESSAGE = "This objective is not set up correctly. Please contact the mission's organizer.";
