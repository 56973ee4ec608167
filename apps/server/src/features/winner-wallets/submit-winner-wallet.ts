import { and, eq } from "drizzle-orm";
import {
  AppError,
  isWalletCollected,
  isWalletCollectionOpen,
  submitWinnerWalletSchema,
  validateEntryWallet,
  WINNER_WALLET_MESSAGES,
  type WinnerWalletView,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { missionParticipant, reward } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { toWinnerWalletView } from "./winner-wallet-view";
import { userActor } from "../../lib/actor";

const field = (message: string) => ({ wallet_address: [message] });

/**
 * PUT /missions/{id}/winner-wallet { wallet_address }: a winner submits (or confirms) the wallet their reward goes
 * to. It replaces the wallet they entered with, so the winners export reads one column; the participant row is
 * locked so a save racing the deadline or another save lands whole. The deadline is checked against the server's
 * clock, never the browser's.
 */
export async function submitWinnerWallet(
  db: Db,
  userId: string,
  missionRef: string,
  body: unknown,
  now = new Date(),
): Promise<WinnerWalletView> {
  const input = submitWinnerWalletSchema.parse(body);
  const { row: m } = await loadVisibleMission(db, missionRef, userActor(userId));
  return db.transaction(async (tx) => {
    const [participant] = await tx
      .select()
      .from(missionParticipant)
      .where(and(eq(missionParticipant.missionId, m.id), eq(missionParticipant.userId, userId)))
      .for("update");
    if (participant?.status !== "Selected") throw new AppError("forbidden", WINNER_WALLET_MESSAGES.notWinner);
    const [r] = await tx.select().from(reward).where(eq(reward.missionId, m.id));
    if (!r || !isWalletCollected(r.kind)) throw new AppError("conflict", WINNER_WALLET_MESSAGES.notCollected);
    if (!isWalletCollectionOpen(r.walletDeadline, now)) throw new AppError("conflict", WINNER_WALLET_MESSAGES.closed);
    const wallet = validateEntryWallet(r.blockchainChainId, input.wallet_address);
    if (!wallet.isValid) throw new AppError("bad_request", wallet.message, field(wallet.message));
    const [saved] = await tx
      .update(missionParticipant)
      .set({ walletAddress: input.wallet_address, walletConfirmedAt: now, updatedAt: now })
      .where(eq(missionParticipant.id, participant.id))
      .returning();
    return toWinnerWalletView(m, r, saved!, now);
  });
}
