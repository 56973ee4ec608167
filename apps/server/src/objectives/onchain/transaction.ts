import { and, eq, ne, sql } from "drizzle-orm";
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hash,
  type Transaction,
  type TransactionReceipt,
} from "viem";
import { objectiveCompletion } from "../../db/schema/index";
import type { VerifyContext, VerifyOutcome } from "../types";
import { TX_MESSAGES, txNotFoundMessage } from "./messages";
import { chainName, publicClientFor, rpc, type Address } from "./rpc";
import { NEEDS_WALLET, userWallets } from "./wallets";

// The checks every "send a transaction" objective shares: the user pasted a hash, nobody else
// completed this objective with it, it exists on the objective's chain, one of the user's
// wallets sent it, it succeeded, and it was mined after the mission started. The caller says
// what the transaction must do: `checkTx` (target, function, value) runs before the receipt is
// read, so a call to the wrong contract is reported as such even when it also reverted; checks
// that need the receipt's logs (token transfers) run after.

export type UserTransaction = {
  chainId: number;
  tx: Transaction;
  receipt: TransactionReceipt;
  blockTimestamp: Date;
  evidence: Record<string, unknown>;
};

export type LoadResult = { ok: true; value: UserTransaction } | { ok: false; outcome: VerifyOutcome };

const incomplete = (message: string): LoadResult => ({ ok: false, outcome: { status: "incomplete", message } });

/** One transaction completes an objective for one account only (otherwise one tx farms many). */
async function isUsedByAnotherUser(ctx: VerifyContext, hash: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: objectiveCompletion.id })
    .from(objectiveCompletion)
    .where(
      and(
        eq(objectiveCompletion.objectiveId, ctx.objective.id),
        ne(objectiveCompletion.userId, ctx.userId),
        eq(objectiveCompletion.status, "completed"),
        sql`lower(${objectiveCompletion.input}->>'tx_hash') = ${hash.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function loadUserTransaction(
  ctx: VerifyContext,
  chainId: number,
  checkTx: (tx: Transaction) => string | null = () => null,
): Promise<LoadResult> {
  const wallets = await userWallets(ctx);
  if (!wallets) return { ok: false, outcome: NEEDS_WALLET };
  const hash = ctx.input.tx_hash?.toLowerCase() as Hash | undefined;
  if (!hash) return incomplete(TX_MESSAGES.missingHash);
  if (await isUsedByAnotherUser(ctx, hash)) return incomplete(TX_MESSAGES.reused);

  const client = publicClientFor(ctx, chainId);
  const tx = await rpc(
    "eth_getTransactionByHash",
    () => client.getTransaction({ hash }),
    (err) => (err instanceof TransactionNotFoundError ? null : undefined),
  );
  if (!tx) return incomplete(txNotFoundMessage(chainName(chainId)));
  if (!wallets.includes(tx.from.toLowerCase() as Address)) return incomplete(TX_MESSAGES.otherSender);
  const wrong = checkTx(tx);
  if (wrong) return incomplete(wrong);

  // Still in the mempool: no receipt yet. The user can verify again once it is mined.
  if (tx.blockNumber === null) return incomplete(TX_MESSAGES.notConfirmed);
  const receipt = await rpc(
    "eth_getTransactionReceipt",
    () => client.getTransactionReceipt({ hash }),
    (err) => (err instanceof TransactionReceiptNotFoundError ? null : undefined),
  );
  if (!receipt) return incomplete(TX_MESSAGES.notConfirmed);
  if (receipt.status !== "success") return incomplete(TX_MESSAGES.reverted);

  const block = await rpc("eth_getBlockByNumber", () => client.getBlock({ blockNumber: receipt.blockNumber }));
  const blockTimestamp = new Date(Number(block.timestamp) * 1000);
  if (ctx.mission.startsAt && blockTimestamp < ctx.mission.startsAt) return incomplete(TX_MESSAGES.beforeStart);

  return {
    ok: true,
    value: {
      chainId,
      tx,
      receipt,
      blockTimestamp,
      evidence: {
        chain_id: chainId,
        tx_hash: hash,
        from: tx.from.toLowerCase(),
        block_number: receipt.blockNumber.toString(),
        block_timestamp: blockTimestamp.toISOString(),
      },
    },
  };
}
