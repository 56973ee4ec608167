import type { Mission } from "../../db/schema/index";

// Pure rules of participation: when a mission accepts objectives and entries, and how a
// pending verification backs off. Messages follow the entry button wording of docs/product/missions.md#entry-button.

export const PARTICIPATION_MESSAGES = {
  notStarted: "Mission Has Not Started",
  ended: "Mission Ended",
  paused: "Mission is currently paused",
  notOpen: "This mission is not open for participation.",
  objectiveNotFound: "Objective not found.",
  noReward: "This mission has no reward to enter for yet.",
  nothingToSkip: "There are no Twitter objectives left to skip.",
  retriesExhausted: "We could not verify this objective after several tries. Verify again to retry.",
  reconnect: (provider: string) => `Your ${provider} account needs to be reconnected.`,
} as const;

/** Null when the mission accepts participation now, else the reason (docs/product/missions.md#entry-button wording). */
export function participationRefusal(m: Pick<Mission, "status" | "startsAt" | "endsAt">, now: Date): string | null {
  if (m.status === "paused") return PARTICIPATION_MESSAGES.paused;
  if (m.status === "completed" || m.status === "archived" || m.status === "closed") return PARTICIPATION_MESSAGES.ended;
  if (m.status !== "published") return PARTICIPATION_MESSAGES.notOpen;
  if (m.endsAt && now >= m.endsAt) return PARTICIPATION_MESSAGES.ended;
  if (!m.startsAt || now < m.startsAt) return PARTICIPATION_MESSAGES.notStarted;
  return null;
}

/** Entries are closed once the mission ended (by time, by the organizer, or by its status). */
export function areEntriesClosed(m: Pick<Mission, "status" | "endsAt">, now: Date): boolean {
  if (m.status === "completed" || m.status === "archived" || m.status === "closed") return true;
  return m.endsAt !== null && now >= m.endsAt;
}

const MAX_BACKOFF_MS = 3_600_000;

/**
 * Delay before retry `attempt` (1-based): base × 2^(attempt−1), capped at an hour, never sooner
 * than the provider asked (Retry-After), plus up to 10% jitter so a spike's retries spread out.
 */
export function retryDelayMs(
  attempt: number,
  baseSeconds: number,
  providerRetryAfterMs: number | null,
  random = Math.random,
): number {
  const exp = Math.min(MAX_BACKOFF_MS, baseSeconds * 1000 * 2 ** Math.max(0, attempt - 1));
  const wait = Math.max(exp, providerRetryAfterMs ?? 0);
  return Math.round(wait * (1 + 0.1 * random()));
}
