import { and, desc, eq, inArray } from "drizzle-orm";
import { claimableNow, isActivelyStreaming, type SagaRewards, type StreamStatus } from "@questhq/core";
import type { Db } from "../../db/client";
import { streamRecordId } from "./chain-setup";
import { chainPending, chainStream, season, seasonAllocation } from "../../db/schema/index";
import { userWallets } from "./wallets";

export type StreamView = SagaRewards & {
  id: string;
  stream_id: string;
  contract: string;
  chain_id: number;
  sender: string;
  recipient: string;
  asset: string;
  depositAmount: string;
  withdrawnAmount: string;
  startTime: number;
  endTime: number;
  canceled: boolean;
  vaultClaimed: boolean;
  /** The settled Saga whose payout opened this stream; null for the streams opened before Sagas (Saga Zero). */
  saga: { slug: string; name: string } | null;
};

export type StreamsAnswer = { stream: StreamView | null; streams: StreamView[] };

type StreamRow = typeof chainStream.$inferSelect;

/** §3 Saga rewards of one stream at `now` (unix seconds); `pendingVault`: a vault claim seen on chain, not yet confirmed. */
export function sagaRewards(s: StreamRow, now: number, pendingVault: boolean): SagaRewards {
  const stream = {
    depositAmount: s.depositAmount,
    withdrawnAmount: s.withdrawnAmount,
    refundedAmount: s.refundedAmount,
    startTime: s.startTime,
    endTime: s.endTime,
    cliffTime: s.cliffTime,
    canceled: s.canceled,
  };
  const status: StreamStatus =
    pendingVault && !s.canceled && !s.vaultClaimed
      ? "Pending_Cancelled"
      : s.canceled
        ? "Cancelled"
        : now >= s.endTime
          ? "Completed"
          : now < s.startTime
            ? "Scheduled"
            : "Streaming";
  const vaultOpen = !s.vaultClaimed && !s.canceled && status !== "Pending_Cancelled";
  return {
    streamedAmount: s.depositAmount.toString(),
    vaultAmount: s.vaultAmount.toString(),
    totalRewards: (s.depositAmount + s.vaultAmount).toString(),
    claimedAmount: (s.withdrawnAmount + (s.vaultClaimed ? s.vaultAmount : 0n)).toString(),
    claimableVault: (vaultOpen ? s.vaultAmount : 0n).toString(),
    claimableStream: claimableNow(stream, now).toString(),
    status,
    vestingEnds: s.endTime,
  };
}

/**
 * GET /seasons/streams/: the account's Saga streams on the staking chain (to any of its
 * wallets), newest first, with their rewards computed at now. `stream` is the running one (the
 * web polls its status after a vault withdrawal), else the newest, else null.
 */
export async function streamsView(db: Db, chainId: number, userId: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<StreamsAnswer> {
  const wallets = await userWallets(db, userId);
  if (wallets.length === 0) return { stream: null, streams: [] };
  const rows = await db
    .select()
    .from(chainStream)
    .where(and(eq(chainStream.chainId, chainId), inArray(chainStream.recipient, wallets)))
    .orderBy(desc(chainStream.startTime), desc(chainStream.createdBlock));
  if (rows.length === 0) return { stream: null, streams: [] };
  const pending = await db
    .select({ streamId: chainPending.streamId })
    .from(chainPending)
    .where(and(eq(chainPending.chainId, chainId), eq(chainPending.event, "VaultClaimed"), inArray(chainPending.wallet, wallets)));
  const pendingIds = new Set(pending.map((p) => p.streamId));
  const paidBy = await db
    .select({ streamId: seasonAllocation.streamId, slug: season.slug, name: season.name })
    .from(seasonAllocation)
    .innerJoin(season, eq(season.id, seasonAllocation.seasonId))
    .where(inArray(seasonAllocation.streamId, rows.map((r) => r.streamId)));
  const sagaOf = new Map(paidBy.map((p) => [p.streamId, { slug: p.slug, name: p.name }]));
  const streams = rows.map((s): StreamView & { active: boolean } => ({
    id: streamRecordId(s),
    stream_id: s.streamId,
    contract: s.contract,
    chain_id: s.chainId,
    sender: s.sender,
    recipient: s.recipient,
    asset: s.asset,
    depositAmount: s.depositAmount.toString(),
    withdrawnAmount: s.withdrawnAmount.toString(),
    startTime: s.startTime,
    endTime: s.endTime,
    canceled: s.canceled,
    vaultClaimed: s.vaultClaimed,
    saga: sagaOf.get(s.streamId) ?? null,
    ...sagaRewards(s, nowSeconds, pendingIds.has(s.streamId)),
    active: isActivelyStreaming({ ...s, withdrawnAmount: s.withdrawnAmount }, nowSeconds),
  }));
  const views = streams.map(({ active: _active, ...v }) => v);
  const activeIndex = streams.findIndex((s) => s.active);
  return { stream: views[activeIndex >= 0 ? activeIndex : 0] ?? null, streams: views };
}
