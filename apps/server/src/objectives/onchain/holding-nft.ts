import type { Verifier, VerifyContext, VerifyOutcome } from "../types";
import { firstHolder, nftBalance } from "./balances";
import { CONTRACT_NOT_SET_UP_MESSAGE, HOLDING_MESSAGES } from "./messages";
import { objectiveChainId, publicClientFor, toAddress, type Address } from "./rpc";
import { NEEDS_WALLET, userWallets } from "./wallets";

/**
 * One of the user's wallets holds at least one NFT of `contract` now: the check behind both
 * onchain_holding_nft and onchain_mint, which differ only in where the contract comes from and
 * what a wallet without one reads.
 */
export async function verifyNftHeld(
  ctx: VerifyContext,
  contract: Address,
  noneMessage: string,
): Promise<VerifyOutcome> {
  const wallets = await userWallets(ctx);
  if (!wallets) return NEEDS_WALLET;
  const chainId = objectiveChainId(ctx);
  const client = publicClientFor(ctx, chainId);
  const holder = await firstHolder(wallets, 1n, (wallet) => nftBalance(client, contract, wallet));
  if (holder === "unsupported") return { status: "incomplete", message: HOLDING_MESSAGES.notNftContract };
  if (holder === "none") return { status: "incomplete", message: noneMessage };
  return {
    status: "completed",
    evidence: { chain_id: chainId, contract, wallet: holder.wallet, balance: holder.balance.toString() },
  };
}

/** onchain_holding_nft: one of the user's wallets holds at least one NFT of the collection now. */
export const verifyHoldingNft: Verifier = async (ctx) => {
  const contract = toAddress(ctx.objective.values.contract_address);
  if (!contract) return { status: "incomplete", message: CONTRACT_NOT_SET_UP_MESSAGE };
  return verifyNftHeld(ctx, contract, HOLDING_MESSAGES.noNft);
};
