import { eq, sql } from "drizzle-orm";
import { formatUnits, parseUnits } from "viem";
import { AppError, STAKING_MESSAGES, type SignedStakeResponse } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { chainSignature, hqStake } from "../../db/schema/index";
import { debitHq, hqAvailable, HQ_DECIMALS } from "../ledger/index";
import type { ChainSetup } from "./chain-setup";
import type { PlatformSigner } from "./platform-signer";
import { signedStakeResponse, stakeAuthorization, stakeSignatureRow } from "./stake-authorization";

/**
 * POST /seasons/unstakeHQ/: a withdrawal signature, never above the available deposit. The
 * amount moves from available to locked in the same transaction that records the signature, so
 * two signatures can never together exceed the balance; the indexer settles the lock when the
 * withdrawal is confirmed, or returns it when the signature expires unused.
 */
export async function signUnstake(
  db: Db,
  env: Env,
  setup: ChainSetup,
  signer: PlatformSigner,
  userId: string,
  amountText: string,
): Promise<SignedStakeResponse> {
  const auth = await stakeAuthorization(db, env, setup, userId, parseUnits(amountText, HQ_DECIMALS));
  const { amount } = auth;
  // Signed before the transaction, returned only after it commits: a refused reservation
  // discards the signature unseen.
  const signature = await signer.signWithdraw(setup.chainId, auth.contract, auth.message);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chainSignature)
        .values(stakeSignatureRow(setup, userId, "withdraw", auth))
        .returning({ id: chainSignature.id });
      await debitHq(tx, userId, amount, "withdraw_reserved", `withdraw-reserve:${row!.id}`);
      await tx
        .update(hqStake)
        .set({ locked: sql`${hqStake.locked} + ${amount}`, updatedAt: new Date() })
        .where(eq(hqStake.userId, userId));
    });
  } catch (err) {
    if (err instanceof AppError && err.code === "insufficient_balance") {
      const available = formatUnits(await hqAvailable(db, userId), HQ_DECIMALS);
      throw new AppError("insufficient_balance", STAKING_MESSAGES.withdrawAboveAvailable(available), {
        amount: ["Withdraw must not exceed the deposited balance."],
      });
    }
    throw err;
  }
  return signedStakeResponse(setup, auth, signature);
}
