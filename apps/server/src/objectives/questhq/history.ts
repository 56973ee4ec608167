import { NO_START_DATE } from "@questhq/core";
import type { Verifier, VerifyContext } from "../types";

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

/**
 * A "done at least N things since start_date" verifier: `neededKey` names the value holding N, `countSince` counts
 * what the user did since the date (null: ever), `evidenceKey` names that count in the evidence.
 */
export function countSinceVerifier(
  neededKey: string,
  countSince: (ctx: VerifyContext, since: Date | null) => Promise<number>,
  shortMessage: (done: number, needed: number, since: Date | null) => string,
  evidenceKey: string,
): Verifier {
  return async (ctx) => {
    const needed = threshold(ctx.objective.values[neededKey]);
    if (needed === null) return { status: "incomplete", message: NOT_SET_UP_MESSAGE };
    const since = sinceDate(ctx.objective.values.start_date);
    const done = await countSince(ctx, since);
    if (done < needed) return { status: "incomplete", message: shortMessage(done, needed, since) };
    return { status: "completed", evidence: { [evidenceKey]: done, since: since?.toISOString() ?? null } };
  };
}
