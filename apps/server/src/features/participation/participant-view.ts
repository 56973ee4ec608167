import { and, asc, eq, sql } from "drizzle-orm";
import { formatUnits } from "viem";
import {
  ENTRY_MAX,
  RAFFLE_ENTRY_PRICE_HQ,
  discountedSkipCost,
  SKIP_OBJECTIVES_COST_HQ,
  isUserStatus,
  userStatusLabel,
  type ObjectiveProgressView,
  type ParticipantView,
  type UserStatus,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { missionParticipant, objectiveCompletion, reward, type Mission, type MissionParticipant, type ObjectiveCompletion } from "../../db/schema/index";
import type { Env } from "../../env";
import { perksOf } from "../billing/perks";
import { HQ_DECIMALS, hqAvailable } from "./hq-ledger";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toProgressView(c: ObjectiveCompletion): ObjectiveProgressView {
  return {
    objective: c.objectiveId,
    status: c.status,
    is_self_attested: c.isSelfAttested,
    credits_awarded: c.creditsAwarded,
    next_attempt_at: c.status === "pending" || c.status === "visiting" ? iso(c.nextAttemptAt) : null,
    message: c.lastError,
    completed_at: iso(c.completedAt),
  };
}

export async function loadParticipant(db: Db, missionId: string, userId: string): Promise<MissionParticipant | null> {
  const [row] = await db
    .select()
    .from(missionParticipant)
    .where(and(eq(missionParticipant.missionId, missionId), eq(missionParticipant.userId, userId)));
  return row ?? null;
}

/** GET /missions/{id}/participant: the viewer's state in the mission (Not Started when absent). */
export async function buildParticipantView(db: Db, env: Pick<Env, "TIER_ENTITLEMENTS">, m: Mission, userId: string): Promise<ParticipantView> {
  const key = { mission: m.id, user: userId };
  const completionsOf = prepared(db, "participant_completions", (d, name) =>
    d
      .select()
      .from(objectiveCompletion)
      .where(and(eq(objectiveCompletion.missionId, sql.placeholder("mission")), eq(objectiveCompletion.userId, sql.placeholder("user"))))
      .orderBy(asc(objectiveCompletion.createdAt))
      .prepare(name),
  );
  const participantOf = prepared(db, "participant_row", (d, name) =>
    d
      .select()
      .from(missionParticipant)
      .where(and(eq(missionParticipant.missionId, sql.placeholder("mission")), eq(missionParticipant.userId, sql.placeholder("user"))))
      .prepare(name),
  );
  const selectionOf = prepared(db, "participant_reward_selection", (d, name) =>
    d.select({ selection: reward.selectionProcess }).from(reward).where(eq(reward.missionId, sql.placeholder("mission"))).prepare(name),
  );
  const [[participant], completions, available, { perks }, [rewardRow]] = await Promise.all([
    participantOf.execute(key),
    completionsOf.execute(key),
    hqAvailable(db, userId),
    perksOf(db, env, userId),
    selectionOf.execute({ mission: m.id }),
  ]);
  const free = freeEntriesOf(m, rewardRow?.selection === "raffle" ? perks.extraFreeEntries : 0);
  const status: UserStatus = participant && isUserStatus(participant.status) ? participant.status : "Not Started";
  return {
    mission: m.id,
    status,
    label: userStatusLabel(status, m.status),
    is_not_from_mission: participant?.isNotFromMission ?? false,
    completed_objectives: completions.filter((c) => c.status === "completed" || c.status === "skipped").map((c) => c.objectiveId),
    objectives: completions.map(toProgressView),
    entry_count: participant?.entryCount ?? 0,
    paid_entries: participant?.paidEntries ?? 0,
    submitted_wallet: participant?.walletAddress ?? null,
    free_entries: free,
    tier_free_entries: free - m.freeEntries,
    is_multi_entry_enabled: m.isMultiEntryEnabled,
    entry_price: RAFFLE_ENTRY_PRICE_HQ,
    available_tokens: Number(formatUnits(available, HQ_DECIMALS)),
    skip_twitter_price: discountedSkipCost(1, SKIP_OBJECTIVES_COST_HQ, perks.skipDiscountPercent),
    skip_discount_percent: perks.skipDiscountPercent,
    entered_at: iso(participant?.enteredAt ?? null),
    selected_at: iso(participant?.selectedAt ?? null),
  };
}

/**
 * The mission's free entries plus the tier's extra ones (within the entry maximum). The extra ones are raffle
 * entries: they count only where a raffle draws the winners (an allowlist for all, or a mint, enters with its own).
 */
export function freeEntriesOf(m: Pick<Mission, "freeEntries">, extraFreeEntries: number): number {
  return Math.min(ENTRY_MAX, m.freeEntries + extraFreeEntries);
}
