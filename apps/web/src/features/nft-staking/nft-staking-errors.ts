import { BaseError, ContractFunctionRevertedError } from "viem";
import { contractErrorMessage } from "@/features/wallet/index";

// HQNftStaking's custom errors in words a member can act on; anything else as the wallet module words it.
const REVERTS: Record<string, string> = {
  HQNftStaking_NotApproved: "The staking contract is not approved to move your NFTs yet. Please try again.",
  HQNftStaking_NothingToStake: "Your primary wallet holds no membership NFTs to stake.",
  HQNftStaking_NothingStaked: "You have no staked NFTs to unstake.",
};

export function nftStakingErrorMessage(error: unknown): string {
  if (error instanceof BaseError) {
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    const name = revert instanceof ContractFunctionRevertedError ? revert.data?.errorName : undefined;
    if (name && REVERTS[name]) return REVERTS[name];
  }
  return contractErrorMessage(error);
}
