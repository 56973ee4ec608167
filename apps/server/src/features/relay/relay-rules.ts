import { decodeErrorResult, decodeFunctionData, keccak256, type Address, type Hex } from "viem";
import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import { hqMissionVestingAbi } from "@questhq/contracts/generated/HQMissionVesting";
import { MINT_MESSAGES } from "@questhq/core";

// What a relayed request may do, read from its calldata alone: a mint (HQMissionNFT.mintNFTs) or a claim
// (HQMissionVesting.vesting), nothing else. Pure, so the rules are tested without a chain.

export type RelayCall =
  | { kind: "mint"; count: bigint; wallet: Address; permit: Hex }
  | { kind: "claim"; allocation: bigint; signature: Hex };

/** The mint or claim a request's data calls, or null for any other call. */
export function decodeRelayCall(data: Hex): RelayCall | null {
  try {
    const mint = decodeFunctionData({ abi: hqMissionNFTAbi, data });
    if (mint.functionName === "mintNFTs") {
      const [count, wallet, permit] = mint.args;
      return { kind: "mint", count, wallet, permit };
    }
    return null;
  } catch {
    // Not one of the NFT's functions: perhaps the vesting's.
  }
  try {
    const claim = decodeFunctionData({ abi: hqMissionVestingAbi, data });
    if (claim.functionName === "vesting") {
      const [allocation, signature] = claim.args;
      return { kind: "claim", allocation, signature };
    }
  } catch {
    // Neither contract's call.
  }
  return null;
}

/** One relayed transaction per signed request: the signature fixes signer, nonce, target, data, value and gas. */
export const relayKey = (chainId: number, signature: Hex) => `relay:${chainId}:${keccak256(signature)}`;

// The contracts' refusals in the words of the mint and claim panels (a relayed call fails for the same reasons).
const REFUSALS: Record<string, string> = {
  HQMissionNFT_NotStarted: "Minting has not started yet.",
  HQMissionNFT_Ended: "Minting has ended.",
  HQMissionNFT_MaxSupplyExceeded: "Not enough NFTs are left for this mint.",
  HQMissionNFT_WalletLimitExceeded: "This wallet has minted as many as it may.",
  HQMissionNFT_InvalidSignature: MINT_MESSAGES.walletMismatch,
  HQMissionNFT_InvalidCount: "Mint between 1 and 99 NFTs at a time.",
  HQMissionVesting_NotFunded: "This reward's tokens are not deposited yet.",
  HQMissionVesting_NotStarted: "Claims have not opened yet.",
  HQMissionVesting_ClaimWindowClosed: "The claim window has closed.",
  HQMissionVesting_NothingToClaim: "You have nothing to claim right now.",
  HQMissionVesting_InvalidSignature: MINT_MESSAGES.walletMismatch,
};

/** A contract's revert data as a sentence (the generic mint failure when it is not one of ours). */
export function refusalOf(data: Hex | undefined): string {
  if (!data || data === "0x") return MINT_MESSAGES.failed;
  for (const abi of [hqMissionNFTAbi, hqMissionVestingAbi]) {
    try {
      const { errorName } = decodeErrorResult({ abi, data });
      return REFUSALS[errorName] ?? MINT_MESSAGES.failed;
    } catch {
      // Try the other contract.
    }
  }
  return MINT_MESSAGES.failed;
}
