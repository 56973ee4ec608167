import { hqNftStakingAbi } from "@questhq/contracts/generated/HQNftStaking";
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  UserRejectedRequestError,
} from "viem";
import { describe, expect, it } from "vitest";
import { nftStakingErrorMessage } from "./nft-staking-errors";

function reverted(errorName: "HQNftStaking_NothingToStake" | "HQNftStaking_NothingStaked") {
  const data = encodeErrorResult({ abi: hqNftStakingAbi, errorName });
  const cause = new ContractFunctionRevertedError({ abi: hqNftStakingAbi, data, functionName: "stakeAll" });
  return new ContractFunctionExecutionError(cause, { abi: hqNftStakingAbi, functionName: "stakeAll" });
}

describe("NFT staking failures in words", () => {
  it("explains the staking contract's refusals", () => {
    expect(nftStakingErrorMessage(reverted("HQNftStaking_NothingToStake"))).toBe(
      "Your primary wallet holds no membership NFTs to stake.",
    );
    expect(nftStakingErrorMessage(reverted("HQNftStaking_NothingStaked"))).toBe("You have no staked NFTs to unstake.");
  });

  it("leaves a cancel and unknown failures to the wallet module's wording", () => {
    expect(nftStakingErrorMessage(new UserRejectedRequestError(new Error("rejected")))).toBe("Transaction cancelled.");
    expect(nftStakingErrorMessage(new Error("boom"))).toBe("Error Interacting with contract");
  });
});
