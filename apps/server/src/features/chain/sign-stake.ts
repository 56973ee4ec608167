import { erc20Abi, formatUnits, parseUnits } from "viem";
import { AppError, STAKING_MESSAGES, type SignedStakeResponse } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { chainSignature } from "../../db/schema/index";
import { HQ_DECIMALS } from "../ledger/index";
import type { ChainSetup } from "./chain-setup";
import type { PlatformSigner } from "./platform-signer";
import { signedStakeResponse, stakeAuthorization, stakeSignatureRow } from "./stake-authorization";

/**
 * POST /seasons/stakeHQ/: a single-use deposit signature for the account's primary wallet. The
 * deposit itself is credited only when the indexer sees it confirmed on chain.
 */
export async function signStake(
  db: Db,
  env: Env,
  setup: ChainSetup,
  signer: PlatformSigner,
  userId: string,
  amountText: string,
): Promise<SignedStakeResponse> {
  const auth = await stakeAuthorization(db, env, setup, userId, parseUnits(amountText, HQ_DECIMALS));
  const { amount, wallet } = auth;
  let balance: bigint;
  try {
    balance = await setup.client.readContract({
      address: setup.deployment.contracts.HQToken,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [wallet],
    });
  } catch {
    throw new AppError("bad_gateway", STAKING_MESSAGES.chainUnreachable);
  }
  if (balance === 0n) throw new AppError("bad_request", STAKING_MESSAGES.noStakableTokens);
  if (amount > balance) {
    throw new AppError(
      "bad_request",
      `You can deposit at most ${formatUnits(balance, HQ_DECIMALS)} $HQ (your wallet's balance).`,
      { amount: ["Deposit must not exceed the balance."] },
    );
  }
  const signature = await signer.signDeposit(setup.chainId, auth.contract, auth.message);
  await db.insert(chainSignature).values(stakeSignatureRow(setup, userId, "deposit", auth));
  return signedStakeResponse(setup, auth, signature);
}
