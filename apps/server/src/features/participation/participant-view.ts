import { and, asc, eq, sql } from "drizzle-orm";
import { formatUnits } from "viem";
import {
  freeEntriesOf,
  RAFFLE_ENTRY_PRICE_HQ,
  discountedSkipCost,
  SKIP_OBJECTIVES_COST_HQ,
  isUserStatus,
  queuedVerificationMessage,
  userStatusLabel,
  type ObjectiveProgressView,
  type ParticipantView,
  type UserStatus,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import {
  missionParticipant,
  objectiveCompletion,
  reward,
  type Mission,
  type MissionParticipant,
  type ObjectiveCompletion,
} from "../../db/schema/index";
import type { Env } from "../../env";
import { perksOf } from "../membership/index";
import { HQ_DECIMALS } from "../ledger/index";
import { queuedAhead } from "./retry-due";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `queuePosition`: the place in a provider budget's queue of a pending row that waits in one (1 = next). */
export function toProgressView(c: ObjectiveCompletion, queuePosition: number | null = null): ObjectiveProgressView {
  const isQueued = queuePosition !== null && c.nextAttemptAt !== null;
  return {
    objective: c.objectiveId,
    status: c.status,
    is_self_attested: c.isSelfAttested,
    credits_awarded: c.creditsAwarded,
    next_attempt_at: c.status === "pending" || c.status === "visiting" ? iso(c.nextAttemptAt) : null,
    // A queued one's estimate is worked out now: it shrinks as the wait goes by.
    message: isQueued ? queuedVerificationMessage(c.nextAttemptAt!.getTime() - Date.now()) : c.lastError,
    queue_position: isQueued ? queuePosition : null,
    completed_at: iso(c.completedAt),
  };
}

/** Each queued completion's place in its budget's queue (the queue index; none in the common case). */
async function queuePositions(db: Db, completions: ObjectiveCompletion[]): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  for (const c of completions) {
    if (c.status !== "pending" || !c.queueKey || !c.queuedAt) continue;
    positions.set(c.id, 1 + (await queuedAhead(db, objectiveCompletion, c.queueKey, c.queuedAt, c.id)));
  }
  return positions;
}

export async function loadParticipant(db: Db, missionId: string, userId: string): Promise<MissionParticipant | null> {
  const [row] = await db
    .select()
    .from(missionParticipant)
    .where(and(eq(missionParticipant.missionId, missionId), eq(missionParticipant.userId, userId)));
  return row ?? null;
}

/** GET /missions/{id}/participant: the viewer's state in the mission (Not Started when absent). */
export async function buildParticipantView(
  db: Db,
  env: Pick<Env, "TIER_ENTITLEMENTS">,
  m: Mission,
  userId: string,
): Promise<ParticipantView> {
  const key = { mission: m.id, user: userId };
  const completionsOf = prepared(db, "participant_completions", (d, name) =>
    d
      .select()
      .from(objectiveCompletion)
      .where(
        and(
          eq(objectiveCompletion.missionId, sql.placeholder("mission")),
          eq(objectiveCompletion.userId, sql.placeholder("user")),
        ),
      )
      .orderBy(asc(objectiveCompletion.createdAt))
      .prepare(name),
  );
  const participantOf = prepared(db, "participant_row", (d, name) =>
    d
      .select()
      .from(missionParticipant)
      .where(
        and(
          eq(missionParticipant.missionId, sql.placeholder("mission")),
          eq(missionParticipant.userId, sql.placeholder("user")),
        ),
      )
      .prepare(name),
  );
  const selectionOf = prepared(db, "participant_reward_selection", (d, name) =>
    d
      .select({ selection: reward.selectionProcess })
      .from(reward)
      .where(eq(reward.missionId, sql.placeholder("mission")))
      .prepare(name),
  );
  const [[participant], completions, userPerks, [rewardRow]] = await Promise.all([
    participantOf.execute(key),
    completionsOf.execute(key),
    perksOf(db, env, userId),
    selectionOf.execute({ mission: m.id }),
  ]);
  const { perks, staked: available } = userPerks;
  const positions = await queuePositions(db, completions);
  const free = freeEntriesOf(m, userPerks, rewardRow?.selection);
  const status: UserStatus = participant && isUserStatus(participant.status) ? participant.status : "Not Started";
  return {
    mission: m.id,
    status,
    label: userStatusLabel(status, m.status),
    is_not_from_mission: participant?.isNotFromMission ?? false,
    completed_objectives: completions
      .filter((c) => c.status === "completed" || c.status === "skipped")
      .map((c) => c.objectiveId),
    objectives: completions.map((c) => toProgressView(c, positions.get(c.id) ?? null)),
    entry_count: participant?.entryCount ?? 0,
    paid_entries: participant?.paidEntries ?? 0,
    submitted_wallet: participant?.walletAddress ?? null,
    free_entries: free.total,
    tier_free_entries: free.tier,
    staking_free_entries: free.staking,
    is_multi_entry_enabled: m.isMultiEntryEnabled,
    entry_price: RAFFLE_ENTRY_PRICE_HQ,
    available_tokens: Number(formatUnits(available, HQ_DECIMALS)),
    skip_twitter_price: discountedSkipCost(1, SKIP_OBJECTIVES_COST_HQ, perks.skipDiscountPercent),
    skip_discount_percent: perks.skipDiscountPercent,
    entered_at: iso(participant?.enteredAt ?? null),
    selected_at: iso(participant?.selectedAt ?? null),
    // Only a winner has one, and this view is only ever its own user's.
    reward_code: status === "Selected" ? (participant?.rewardCode ?? null) : null,
  };
}
