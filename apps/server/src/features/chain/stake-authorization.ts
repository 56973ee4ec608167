import type { Hex } from "viem";
import type { SignedStakeResponse } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { lower, signatureValidUntil, type ChainSetup } from "./chain-setup";
import { randomNonce } from "./nonce";
import { requirePrimaryWallet } from "./wallets";

// What a deposit (sign-stake.ts) and a withdrawal (sign-unstake.ts) signature share: the amount for the account's
// primary wallet on HQStaking, a fresh nonce and a window of blocks; its chain_signature row; the answer.

export type StakeAuthorization = Awaited<ReturnType<typeof stakeAuthorization>>;

/** `amount` in $HQ base units. */
export async function stakeAuthorization(db: Db, env: Env, setup: ChainSetup, userId: string, amount: bigint) {
  const wallet = await requirePrimaryWallet(db, userId);
  const contract = setup.deployment.contracts.HQStaking;
  const validUntilBlock = await signatureValidUntil(setup, env);
  const nonce = randomNonce();
  /** The typed-data message the platform signer signs. */
  const message = { user: wallet, amount, nonce, validUntilBlock: BigInt(validUntilBlock) };
  return { amount, wallet, contract, validUntilBlock, nonce, message };
}

/** The chain_signature row that records the signature (the indexer settles it). */
export function stakeSignatureRow(
  setup: ChainSetup,
  userId: string,
  kind: "deposit" | "withdraw",
  a: StakeAuthorization,
) {
  const { amount, nonce, validUntilBlock } = a;
  const addresses = { contract: lower(a.contract), wallet: lower(a.wallet) };
  return { userId, kind, chainId: setup.chainId, ...addresses, amount, nonce, validUntilBlock };
}

export function signedStakeResponse(setup: ChainSetup, a: StakeAuthorization, signature: Hex): SignedStakeResponse {
  return {
    signature,
    validUntilBlock: a.validUntilBlock,
    nonce: a.nonce.toString(),
    amount: a.amount.toString(),
    wallet: a.wallet,
    contract: a.contract,
    chain_id: setup.chainId,
  };
}
