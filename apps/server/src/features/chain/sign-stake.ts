import { erc20Abi, formatUnits, parseUnits } from "viem";
import { AppError, STAKING_MESSAGES, type SignedStakeResponse } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { chainSignature } from "../../db/schema/index";
import { HQ_DECIMALS } from "../ledger/index";
import { lower, signatureValidUntil, type ChainSetup } from "./chain-setup";
import type { PlatformSigner } from "./platform-signer";
import { randomNonce } from "./nonce";
import { requirePrimaryWallet } from "./wallets";

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
  const amount = parseUnits(amountText, HQ_DECIMALS);
  const wallet = await requirePrimaryWallet(db, userId);
  const { HQToken: token, HQStaking: contract } = setup.deployment.contracts;
  const validUntilBlock = await signatureValidUntil(setup, env);
  let balance: bigint;
  try {
    balance = await setup.client.readContract({
      address: token,
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
  const nonce = randomNonce();
  const signature = await signer.signDeposit(setup.chainId, contract, {
    user: wallet,
    amount,
    nonce,
    validUntilBlock: BigInt(validUntilBlock),
  });
  await db.insert(chainSignature).values({
    userId,
    kind: "deposit",
    chainId: setup.chainId,
    contract: lower(contract),
    wallet: lower(wallet),
    amount,
    nonce,
    validUntilBlock,
  });
  return {
    signature,
    validUntilBlock,
    nonce: nonce.toString(),
    amount: amount.toString(),
    wallet,
    contract,
    chain_id: setup.chainId,
  };
}
