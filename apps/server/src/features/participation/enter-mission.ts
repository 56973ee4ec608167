import { and, eq } from "drizzle-orm";
import {
  AppError,
  ENTRY_COUNT_MESSAGE,
  OBJECTIVES_INCOMPLETE_MESSAGE,
  PARTICIPATION_TOASTS,
  completeSchema,
  entryCost,
  freeEntriesOf,
  validateEntryWallet,
  type ParticipantView,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, missionParticipant, reward } from "../../db/schema/index";
import { loadVisibleMission } from "../missions/index";
import { debitHq, hqUnits } from "../ledger/index";
import type { Env } from "../../env";
import { perksOf } from "../membership/index";
import { emitMissionEntered } from "../webhooks/index";
import { buildParticipantView } from "./participant-view";
import { checkEntryWallet } from "./check-entry-wallet";
import { PARTICIPATION_MESSAGES, participationRefusal } from "./participation-rules";
import { userActor } from "../../lib/actor";

export type EntryResult = { participant: ParticipantView; cost: number; message: string };

const ENTERED = new Set(["Entered", "Completed", "Selected"]);

/**
 * POST /missions/{id}/complete/ { wallet_address, quantity }: the entry. Entries beyond the
 * free ones cost 200 $HQ each, debited in the same transaction that records the entry. The
 * participant row is locked, so concurrent or retried requests enter (and pay) exactly once;
 * a repeat answers with the existing entry.
 */
export async function enterMission(
  db: Db,
  env: Pick<Env, "TIER_ENTITLEMENTS" | "CHAIN_RPC_URLS">,
  userId: string,
  missionRef: string,
  body: unknown,
  log?: { warn(o: object, m: string): void },
): Promise<EntryResult> {
  const input = completeSchema.parse(body);
  const { row: visible } = await loadVisibleMission(db, missionRef, userActor(userId));
  // The tier and the stake at the moment of entry: their extra free entries are part of this entry for good.
  const perks = await perksOf(db, env, userId);
  const result = await db.transaction(async (tx) => {
    // Shared lock: entries and the freeze at the end of the mission (draws) cannot interleave.
    const [m] = await tx.select().from(mission).where(eq(mission.id, visible.id)).for("share");
    const [participant] = await tx
      .select()
      .from(missionParticipant)
      .where(and(eq(missionParticipant.missionId, m!.id), eq(missionParticipant.userId, userId)))
      .for("update");
    if (participant && ENTERED.has(participant.status))
      return {
        cost: 0,
        isRaffle: participant.status === "Entered" || participant.status === "Selected",
        entry: null,
      };
    const refusal = participationRefusal(m!, new Date());
    if (refusal) throw new AppError("conflict", refusal);
    const [r] = await tx.select().from(reward).where(eq(reward.missionId, m!.id));
    if (!r) throw new AppError("conflict", PARTICIPATION_MESSAGES.noReward);
    if (participant?.status !== "CompletedObjectives") {
      throw new AppError("bad_request", OBJECTIVES_INCOMPLETE_MESSAGE, {
        wallet_address: [OBJECTIVES_INCOMPLETE_MESSAGE],
      });
    }
    const wallet = validateEntryWallet(r.blockchainChainId, input.wallet_address);
    if (!wallet.isValid) throw new AppError("bad_request", wallet.message, { wallet_address: [wallet.message] });
    const isRaffle = r.selectionProcess === "raffle";
    const freeEntries = freeEntriesOf(m!, perks, r.selectionProcess).total;
    const minimum = Math.max(1, freeEntries);
    const quantity = m!.isMultiEntryEnabled ? input.quantity : minimum;
    if (quantity < minimum) throw new AppError("bad_request", ENTRY_COUNT_MESSAGE, { quantity: [ENTRY_COUNT_MESSAGE] });
    const cost = entryCost(quantity, freeEntries);
    const paidEntries = Math.max(0, quantity - freeEntries);
    const entryWallet = input.wallet_address.trim();
    await debitHq(tx, userId, hqUnits(cost), `raffle_entry:${m!.id}`, `entry:${participant.id}`);
    await tx
      .update(missionParticipant)
      .set({
        status: isRaffle ? "Entered" : "Completed",
        entryCount: quantity,
        paidEntries,
        walletAddress: entryWallet,
        enteredAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(missionParticipant.id, participant.id));
    await emitMissionEntered(tx, {
      missionId: m!.id,
      userId,
      participantId: participant.id,
      wallet: entryWallet,
      entries: quantity,
      paid: paidEntries,
    });
    return {
      cost,
      isRaffle,
      entry: { participantId: participant.id, chainId: r.blockchainChainId, wallet: entryWallet },
    };
  });
  // After the entry is committed: a slow node delays the answer a little, never the entry.
  if (result.entry) await checkEntryWallet(db, env, result.entry, log);
  return {
    participant: await buildParticipantView(db, env, visible, userId),
    cost: result.cost,
    message: result.isRaffle ? PARTICIPATION_TOASTS.entriesAdded : PARTICIPATION_TOASTS.missionCompleted,
  };
}
