import { and, eq } from "drizzle-orm";
import { AppError, MINT_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { missionClaim, missionParticipant, reward } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { lower } from "./chain-setup";
import { WINNER_STATUS } from "./mission-signature";
import { requirePrimaryWallet } from "./wallets";
import { emitRewardClaimed } from "../webhooks/index";
import { userActor } from "../../lib/actor";

/** A claim may be posted a little after its block; a block from the future is a mistake. */
const FUTURE_SLACK_SECONDS = 15 * 60;

export type ClaimAnswer = { claimed_block_timestamp: number; confirmed: boolean };

/**
 * POST /missions/{id}/claim/: the app reports a vesting claim of a token mission's winner after
 * its receipt (docs/product/rewards.md#token-claim). Recorded for the primary wallet once per block timestamp; the
 * indexer confirms the same row (amount and transaction) when it sees TokensVested.
 */
export async function claimMission(
  db: Db,
  userId: string,
  missionRef: string,
  input: { claimed_block_timestamp: number; tx_hash?: string },
): Promise<ClaimAnswer> {
  const { row: m } = await loadVisibleMission(db, missionRef, userActor(userId));
  const [r] = await db.select({ kind: reward.kind }).from(reward).where(eq(reward.missionId, m.id));
  if (r?.kind !== "token") throw new AppError("bad_request", MINT_MESSAGES.noOnchainReward);
  const [p] = await db
    .select({ status: missionParticipant.status })
    .from(missionParticipant)
    .where(and(eq(missionParticipant.missionId, m.id), eq(missionParticipant.userId, userId)));
  if (p?.status !== WINNER_STATUS) throw new AppError("forbidden", MINT_MESSAGES.notWinner);
  const at = input.claimed_block_timestamp;
  if (at > Date.now() / 1000 + FUTURE_SLACK_SECONDS) {
    throw new AppError("bad_request", "The claim's block timestamp is in the future.", {
      claimed_block_timestamp: ["Must be the timestamp of the claim's block."],
    });
  }
  const wallet = lower(await requirePrimaryWallet(db, userId));
  // The transaction hash the app reports is only a hint: the indexer overwrites it with what it saw.
  const txHash = input.tx_hash?.toLowerCase() ?? null;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(missionClaim)
      .values({ missionId: m.id, userId, wallet, claimedBlockTimestamp: at, txHash })
      .onConflictDoNothing({
        target: [missionClaim.missionId, missionClaim.wallet, missionClaim.claimedBlockTimestamp],
      })
      .returning({ missionId: missionClaim.missionId });
    // A claim reported again is the same claim: its event went out the first time.
    if (inserted.length > 0)
      await emitRewardClaimed(tx, { missionId: m.id, userId, wallet, claimedBlockTimestamp: at, txHash });
  });
  const [row] = await db
    .select({ amount: missionClaim.amount })
    .from(missionClaim)
    .where(
      and(
        eq(missionClaim.missionId, m.id),
        eq(missionClaim.wallet, wallet),
        eq(missionClaim.claimedBlockTimestamp, at),
      ),
    );
  return { claimed_block_timestamp: at, confirmed: row?.amount != null };
}
