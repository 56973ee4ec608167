import { and, eq } from "drizzle-orm";
import { nftMintContract } from "../../db/schema/index";
import type { Verifier, VerifyContext } from "../types";
import { verifyNftHeld } from "./holding-nft";
import { HOLDING_MESSAGES } from "./messages";
import { toAddress, type Address } from "./rpc";

// onchain_mint: the user's wallet holds at least one token of the mission's NFT collection.
// Holding (rather than a mint transaction) is what the reward needs, and it needs no hash.

/** values.contract_address, else the deployed nft_mint_contract row created with the objective. */
async function mintContractOf(ctx: VerifyContext): Promise<Address | null> {
  const fromValues = toAddress(ctx.objective.values.contract_address);
  if (fromValues) return fromValues;
  const [row] = await ctx.db
    .select({ address: nftMintContract.contractAddress })
    .from(nftMintContract)
    .where(and(eq(nftMintContract.objectiveId, ctx.objective.id), eq(nftMintContract.status, "deployed")))
    .limit(1);
  return toAddress(row?.address);
}

export const verifyMint: Verifier = async (ctx) => {
  const contract = await mintContractOf(ctx);
  if (!contract) return { status: "incomplete", message: HOLDING_MESSAGES.mintNotDeployed };
  return verifyNftHeld(ctx, contract, HOLDING_MESSAGES.notMinted);
};
