import { and, eq, sql } from "drizzle-orm";
import { erc20Abi, type Address, type PublicClient } from "viem";
import type { Db } from "../../../db/client";
import {
  chainAsset,
  chainSignature,
  chainStream,
  hqStake,
  mission,
  missionClaim,
  nftMint,
  nftStake,
  reward,
} from "../../../db/schema/index";
import { creditHq } from "../../ledger/index";
import { lower } from "../chain-setup";
import { userIdOfWallet } from "../wallets";
import type { DecodedLog } from "./decode";

// Applies one confirmed event to the database, inside the indexer's transaction for its block
// range. The caller has already recorded the event (unique per chain, tx and log index), so
// each event reaches here once; every write below is relative to that single application.

export type ApplyContext = {
  tx: Db;
  chainId: number;
  client: PublicClient;
  blockTimestamp(blockNumber: bigint): Promise<bigint>;
  warn(message: string, details: Record<string, unknown>): void;
};

export async function applyEvent(ctx: ApplyContext, log: DecodedLog): Promise<void> {
  const { tx, chainId } = ctx;
  const at = { chainId, contract: lower(log.address), txHash: log.transactionHash, logIndex: log.logIndex };
  switch (log.eventName) {
    case "Deposited": {
      const { user, amount, nonce } = log.args;
      const userId = await userIdOfWallet(tx, user);
      await markSignatureUsed(tx, chainId, log.address, user, nonce);
      if (!userId) return ctx.warn("deposit from a wallet no account has linked", { ...at, user });
      await creditHq(tx, userId, amount, "deposit", `chain:${chainId}:${log.transactionHash}:${log.logIndex}`);
      return;
    }
    case "Withdrawn": {
      const { user, nonce } = log.args;
      const sig = await markSignatureUsed(tx, chainId, log.address, user, nonce);
      // The reservation made at signing time is what leaves: available was debited then.
      if (sig?.amount) {
        await tx
          .update(hqStake)
          .set({ locked: sql`greatest(${hqStake.locked} - ${sig.amount}, 0)`, updatedAt: new Date() })
          .where(eq(hqStake.userId, sig.userId));
      } else {
        ctx.warn("withdrawal without a signature issued by this server", { ...at, user });
      }
      return;
    }
    case "Staked":
    case "Unstaked": {
      const { user, memberCount, whaleCount, tokenIds } = log.args;
      const wallet = lower(user);
      const staked = await tx
        .select({ tokenIds: nftStake.tokenIds })
        .from(nftStake)
        .where(and(eq(nftStake.chainId, chainId), eq(nftStake.wallet, wallet)));
      const before = new Set(staked[0]?.tokenIds ?? []);
      for (const id of tokenIds) log.eventName === "Staked" ? before.add(id.toString()) : before.delete(id.toString());
      const values = {
        memberCount: Number(memberCount),
        whaleCount: Number(whaleCount),
        tokenIds: [...before].sort((a, b) => Number(BigInt(a) - BigInt(b))),
        blockNumber: Number(log.blockNumber),
        updatedAt: new Date(),
      };
      await tx
        .insert(nftStake)
        .values({ chainId, wallet, ...values })
        .onConflictDoUpdate({ target: [nftStake.chainId, nftStake.wallet], set: values });
      return;
    }
    case "NFTsMinted": {
      const { wallet, count } = log.args;
      await tx
        .insert(nftMint)
        .values({ chainId, contract: lower(log.address), wallet: lower(wallet), count: Number(count) })
        .onConflictDoUpdate({
          target: [nftMint.chainId, nftMint.contract, nftMint.wallet],
          set: { count: sql`${nftMint.count} + ${Number(count)}`, updatedAt: new Date() },
        });
      return;
    }
    case "TokensVested": {
      const { user, amount, timestamp } = log.args;
      const [m] = await tx
        .select({ id: mission.id })
        .from(reward)
        .innerJoin(mission, eq(mission.id, reward.missionId))
        .where(
          and(eq(reward.blockchainChainId, chainId), sql`lower(${reward.contractAddress}) = ${lower(log.address)}`),
        )
        .limit(1);
      if (!m) return ctx.warn("vesting claim on a contract no mission uses", at);
      const userId = await userIdOfWallet(tx, user);
      // The app may have posted this claim already (POST /missions/{id}/claim/): confirm that row.
      await tx
        .insert(missionClaim)
        .values({
          missionId: m.id,
          userId,
          wallet: lower(user),
          claimedBlockTimestamp: Number(timestamp),
          amount,
          txHash: log.transactionHash,
        })
        .onConflictDoUpdate({
          target: [missionClaim.missionId, missionClaim.wallet, missionClaim.claimedBlockTimestamp],
          set: { amount, txHash: log.transactionHash },
        });
      return;
    }
    case "CreateLockupLinearStream": {
      const a = log.args;
      await ensureAsset(ctx, a.asset);
      await tx
        .insert(chainStream)
        .values({
          chainId,
          contract: lower(log.address),
          streamId: a.streamId.toString(),
          sender: lower(a.sender),
          recipient: lower(a.recipient),
          asset: lower(a.asset),
          depositAmount: a.amount,
          startTime: a.startTime,
          cliffTime: a.cliffTime,
          endTime: a.endTime,
          cancelable: a.cancelable,
          createdBlock: Number(log.blockNumber),
        })
        .onConflictDoNothing();
      return;
    }
    case "WithdrawFromLockupStream": {
      const { streamId, amount } = log.args;
      await tx
        .update(chainStream)
        .set({ withdrawnAmount: sql`${chainStream.withdrawnAmount} + ${amount}`, updatedAt: new Date() })
        .where(streamKey(chainId, log.address, streamId));
      return;
    }
    case "CancelLockupStream": {
      const { streamId, senderAmount } = log.args;
      const canceledTime = Number(await ctx.blockTimestamp(log.blockNumber));
      await tx
        .update(chainStream)
        .set({ canceled: true, canceledTime, refundedAmount: senderAmount, updatedAt: new Date() })
        .where(streamKey(chainId, log.address, streamId));
      return;
    }
    case "SagaStreamOpened": {
      // Emitted after the stream's creation in the same transaction, so the row exists.
      const { streamId, vaultAmount } = log.args;
      await tx
        .update(chainStream)
        .set({ vaultAmount, updatedAt: new Date() })
        .where(vaultStreamKey(chainId, log.address, streamId));
      return;
    }
    case "VaultClaimed": {
      const { streamId } = log.args;
      await tx
        .update(chainStream)
        .set({ vaultClaimed: true, updatedAt: new Date() })
        .where(vaultStreamKey(chainId, log.address, streamId));
      return;
    }
  }
}

const streamKey = (chainId: number, contract: Address, streamId: bigint) =>
  and(
    eq(chainStream.chainId, chainId),
    eq(chainStream.contract, lower(contract)),
    eq(chainStream.streamId, streamId.toString()),
  );

/** A stream the Saga vault at `vault` opened: its events name the stream, and the vault is the stream's sender. */
const vaultStreamKey = (chainId: number, vault: Address, streamId: bigint) =>
  and(
    eq(chainStream.chainId, chainId),
    eq(chainStream.streamId, streamId.toString()),
    eq(chainStream.sender, lower(vault)),
  );

async function markSignatureUsed(tx: Db, chainId: number, contract: Address, wallet: Address, nonce: bigint) {
  const [row] = await tx
    .update(chainSignature)
    .set({ status: "used", settledAt: new Date() })
    .where(
      and(
        eq(chainSignature.chainId, chainId),
        eq(chainSignature.contract, lower(contract)),
        eq(chainSignature.wallet, lower(wallet)),
        eq(chainSignature.nonce, nonce),
        eq(chainSignature.status, "issued"),
      ),
    )
    .returning({ userId: chainSignature.userId, amount: chainSignature.amount });
  return row;
}

async function ensureAsset(ctx: ApplyContext, asset: Address): Promise<void> {
  const address = lower(asset);
  const [known] = await ctx.tx
    .select({ address: chainAsset.address })
    .from(chainAsset)
    .where(and(eq(chainAsset.chainId, ctx.chainId), eq(chainAsset.address, address)));
  if (known) return;
  const read = <T>(functionName: "name" | "symbol" | "decimals") =>
    ctx.client.readContract({ address: asset, abi: erc20Abi, functionName }) as Promise<T>;
  const [name, symbol, decimals] = await Promise.all([
    read<string>("name"),
    read<string>("symbol"),
    read<number>("decimals"),
  ]);
  await ctx.tx
    .insert(chainAsset)
    .values({ chainId: ctx.chainId, address, name, symbol, decimals })
    .onConflictDoNothing();
}
