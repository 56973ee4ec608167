import { and, eq, lte, sql } from "drizzle-orm";
import type { Address, PublicClient } from "viem";
import type { Db } from "../../../db/client";
import { chainCursor, chainEvent, chainPending, chainSignature, hqStake } from "../../../db/schema/index";
import { creditHq } from "../../ledger/index";
import { lower } from "../chain-setup";
import { applyEvent } from "./apply-event";
import { applyMembershipTransfer } from "./apply-membership-transfer";
import { argsJson, decodeLogs, decodeMembershipTransfers } from "./decode";

// One indexer pass over one chain:
//  1. confirmed blocks (at least `confirmations` blocks on top) are applied in ranges, each range
//     with its cursor in ONE transaction, every event recorded under a unique (chain, tx, log)
//     key: a crash mid-way replays the range, a replay applies nothing twice;
//  2. withdrawal signatures whose validUntilBlock is now confirmed and unused are expired and
//     their reservation returned;
//  3. the unconfirmed head is read again from scratch into chain_pending (deposits shown as
//     locked, vault claims as Pending_Cancelled). A reorganisation shallower than the
//     confirmations only ever touches this table, which is rebuilt on every pass.

export type IndexTarget = {
  chainId: number;
  client: PublicClient;
  confirmations: number;
  /** First block worth reading (the deployment block). */
  startBlock: number;
  /** Contracts to follow; read on every pass so new mission contracts are picked up. */
  addresses(): Promise<Address[]>;
  /** The membership NFT contract, whose transfers decide who holds each key (one of the addresses). */
  membership?: Address;
};

export type PassResult = {
  head: number;
  confirmedTo: number;
  applied: number;
  expired: number;
  pending: number;
  halted?: string;
};

const RANGE = 2_000;

export async function indexPass(
  db: Db,
  target: IndexTarget,
  warn: (msg: string, details?: Record<string, unknown>) => void = () => {},
): Promise<PassResult> {
  const { chainId, client, confirmations } = target;
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
  const safe = head - confirmations;
  const addresses = await target.addresses();
  const [cursor] = await db.select().from(chainCursor).where(eq(chainCursor.chainId, chainId));
  let from = cursor ? cursor.blockNumber + 1 : target.startBlock;

  if (cursor) {
    const block = await client.getBlock({ blockNumber: BigInt(cursor.blockNumber) }).catch(() => null);
    if (!block || block.hash !== cursor.blockHash) {
      // Confirmed data would have to be undone: stop loudly rather than guess.
      const halted =
        `block ${cursor.blockNumber} of chain ${chainId} is no longer ${cursor.blockHash}: ` +
        `a reorganisation deeper than ${confirmations} confirmations (or a reset chain); indexing stopped`;
      warn(halted);
      return { head, confirmedTo: cursor.blockNumber, applied: 0, expired: 0, pending: 0, halted };
    }
  }

  const timestamps = new Map<bigint, bigint>();
  const blockTimestamp = async (n: bigint) => {
    let t = timestamps.get(n);
    if (t === undefined) {
      t = (await client.getBlock({ blockNumber: n })).timestamp;
      timestamps.set(n, t);
    }
    return t;
  };

  let applied = 0;
  let expired = 0;
  while (from <= safe) {
    const to = Math.min(safe, from + RANGE - 1);
    const raw =
      addresses.length > 0
        ? await client.getLogs({ address: addresses, fromBlock: BigInt(from), toBlock: BigInt(to) })
        : [];
    const logs = decodeLogs(raw);
    const transfers = decodeMembershipTransfers(raw, target.membership);
    const toBlock = await client.getBlock({ blockNumber: BigInt(to) });
    await db.transaction(async (tx) => {
      for (const log of logs) {
        const inserted = await tx
          .insert(chainEvent)
          .values({
            chainId,
            blockNumber: Number(log.blockNumber),
            blockHash: log.blockHash,
            txHash: log.transactionHash,
            logIndex: log.logIndex,
            contract: lower(log.address),
            event: log.eventName,
            args: argsJson(log.args as Record<string, unknown>),
          })
          .onConflictDoNothing()
          .returning({ id: chainEvent.id });
        if (inserted.length === 0) continue;
        await applyEvent({ tx, chainId, client, blockTimestamp, warn: (m, d) => warn(m, d) }, log);
        applied += 1;
      }
      // Idempotent by position (a replayed range rewrites the same owners), so not recorded as chain events.
      for (const transfer of transfers) await applyMembershipTransfer(tx, chainId, transfer);
      expired += await expireWithdrawals(tx, chainId, to);
      await tx
        .insert(chainCursor)
        .values({ chainId, blockNumber: to, blockHash: toBlock.hash })
        .onConflictDoUpdate({
          target: chainCursor.chainId,
          set: { blockNumber: to, blockHash: toBlock.hash, updatedAt: new Date() },
          // Forward only: a pass that started from an older cursor (a second caller) must not move it back.
          setWhere: sql`${chainCursor.blockNumber} < ${to}`,
        });
    });
    from = to + 1;
  }

  const pending = await rebuildPending(db, target, addresses, Math.max(from, safe + 1), head);
  return { head, confirmedTo: from - 1, applied, expired, pending };
}

/** Unused withdrawal signatures that can no longer be used give their reservation back. */
async function expireWithdrawals(tx: Db, chainId: number, confirmedTo: number): Promise<number> {
  const rows = await tx
    .update(chainSignature)
    .set({ status: "expired", settledAt: new Date() })
    .where(
      and(
        eq(chainSignature.chainId, chainId),
        eq(chainSignature.kind, "withdraw"),
        eq(chainSignature.status, "issued"),
        lte(chainSignature.validUntilBlock, confirmedTo),
      ),
    )
    .returning({ id: chainSignature.id, userId: chainSignature.userId, amount: chainSignature.amount });
  for (const r of rows) {
    if (!r.amount) continue;
    await tx
      .update(hqStake)
      .set({ locked: sql`greatest(${hqStake.locked} - ${r.amount}, 0)`, updatedAt: new Date() })
      .where(eq(hqStake.userId, r.userId));
    await creditHq(tx, r.userId, r.amount, "withdraw_expired", `withdraw-release:${r.id}`);
  }
  return rows.length;
}

async function rebuildPending(
  db: Db,
  target: IndexTarget,
  addresses: Address[],
  from: number,
  head: number,
): Promise<number> {
  const logs =
    addresses.length > 0 && from <= head
      ? decodeLogs(await target.client.getLogs({ address: addresses, fromBlock: BigInt(from), toBlock: BigInt(head) }))
      : [];
  const rows = logs.flatMap((l): (typeof chainPending.$inferInsert)[] => {
    const base = {
      chainId: target.chainId,
      txHash: l.transactionHash,
      logIndex: l.logIndex,
      blockNumber: Number(l.blockNumber),
      event: l.eventName,
    };
    if (l.eventName === "Deposited")
      return [{ ...base, wallet: lower(l.args.user), amount: l.args.amount, streamId: null }];
    if (l.eventName === "Withdrawn")
      return [{ ...base, wallet: lower(l.args.user), amount: l.args.amount, streamId: null }];
    if (l.eventName === "VaultClaimed")
      return [
        { ...base, wallet: lower(l.args.user), amount: l.args.vaultAmount, streamId: l.args.streamId.toString() },
      ];
    return [];
  });
  await db.transaction(async (tx) => {
    await tx.delete(chainPending).where(eq(chainPending.chainId, target.chainId));
    if (rows.length > 0) await tx.insert(chainPending).values(rows);
  });
  return rows.length;
}
