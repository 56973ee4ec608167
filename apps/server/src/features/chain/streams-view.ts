import { and, desc, eq, inArray } from "drizzle-orm";
import { isActivelyStreaming, sagaRewardsAt, type SagaStreamsAnswer, type SagaStreamView } from "@questhq/core";
import type { Db } from "../../db/client";
import { streamRecordId } from "./chain-setup";
import { chainPending, chainStream, saga, sagaAllocation } from "../../db/schema/index";
import { userWallets } from "./wallets";

/**
 * GET /seasons/streams/: the account's Saga streams on the staking chain (to any of its
 * wallets), newest first, with their rewards computed at now. `stream` is the running one (the
 * web polls its status after a vault withdrawal), else the newest, else null.
 */
export async function streamsView(
  db: Db,
  chainId: number,
  userId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SagaStreamsAnswer> {
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
    .where(
      and(
        eq(chainPending.chainId, chainId),
        eq(chainPending.event, "VaultClaimed"),
        inArray(chainPending.wallet, wallets),
      ),
    );
  const pendingIds = new Set(pending.map((p) => p.streamId));
  const paidBy = await db
    .select({ streamId: sagaAllocation.streamId, slug: saga.slug, name: saga.name })
    .from(sagaAllocation)
    .innerJoin(saga, eq(saga.id, sagaAllocation.sagaId))
    .where(
      inArray(
        sagaAllocation.streamId,
        rows.map((r) => r.streamId),
      ),
    );
  const sagaOf = new Map(paidBy.map((p) => [p.streamId, { slug: p.slug, name: p.name }]));
  const streams = rows.map((s): SagaStreamView & { active: boolean } => ({
    id: streamRecordId(s),
    stream_id: s.streamId,
    contract: s.contract as `0x${string}`,
    chain_id: s.chainId,
    sender: s.sender as `0x${string}`,
    recipient: s.recipient as `0x${string}`,
    asset: s.asset as `0x${string}`,
    depositAmount: s.depositAmount.toString(),
    withdrawnAmount: s.withdrawnAmount.toString(),
    refundedAmount: s.refundedAmount.toString(),
    startTime: s.startTime,
    cliffTime: s.cliffTime,
    endTime: s.endTime,
    canceled: s.canceled,
    vaultClaimed: s.vaultClaimed,
    pendingVault: pendingIds.has(s.streamId),
    saga: sagaOf.get(s.streamId) ?? null,
    ...sagaRewardsAt({ ...s, pendingVault: pendingIds.has(s.streamId) }, nowSeconds),
    active: isActivelyStreaming({ ...s, withdrawnAmount: s.withdrawnAmount }, nowSeconds),
  }));
  const views = streams.map(({ active: _active, ...v }) => v);
  const activeIndex = streams.findIndex((s) => s.active);
  return { stream: views[Math.max(activeIndex, 0)] ?? null, streams: views };
}
