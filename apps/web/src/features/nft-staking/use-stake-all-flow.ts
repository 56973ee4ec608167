import { hqMembershipAbi } from "@questhq/contracts/generated/HQMembership";
import { hqNftStakingAbi } from "@questhq/contracts/generated/HQNftStaking";
import { ERROR_TOAST_MS, STAKING_TOASTS, SUCCESS_TOAST_MS } from "@questhq/core";
import { useState } from "react";
import type { Address, Hash } from "viem";
import { readContract, simulateContract, waitForTransactionReceipt, writeContract } from "wagmi/actions";
import type { AppChainId } from "@/features/staking/index";
import { ChainFlowError, isUserRejection } from "@/features/wallet/index";
import { toaster } from "@/lib/toast";
import { wagmiConfig } from "@/lib/wagmi";
import { nftStakingErrorMessage } from "./nft-staking-errors";

export type StakeAllKind = "stake" | "unstake";

type Options = {
  kind: StakeAllKind;
  chainId: AppChainId;
  account: Address;
  membership: Address;
  nftStaking: Address;
  /** Called once the stake or unstake transaction is mined (not after the approval alone). */
  onMined: () => void;
};

type Toasts = { loading: string; success: string; failed: string };

/**
 * "Stake all NFTs" / "unstake all NFTs" (docs/product/staking.md#membership-nft-staking): isApprovedForAll,
 * setApprovalForAll only when the staking contract may not move the NFTs yet, then stakeAll or unstakeAll, each step
 * with its toasts.
 */
export function useStakeAllFlow({ kind, chainId, account, membership, nftStaking, onMined }: Options) {
  const [step, setStep] = useState<"idle" | "approving" | "sending">("idle");
  const [error, setError] = useState<string | null>(null);

  async function run(toasts: Toasts, send: () => Promise<Hash>) {
    const toast = await toaster();
    const id = toast.loading(toasts.loading);
    try {
      const hash = await send();
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash });
      if (receipt.status !== "success") throw new ChainFlowError("The transaction failed on chain.");
      toast.success(toasts.success, { id, duration: SUCCESS_TOAST_MS });
    } catch (err) {
      // A cancel in the wallet is the user's choice: the modal says so, no error toast.
      if (isUserRejection(err)) toast.dismiss(id);
      else toast.error(toasts.failed, { id, duration: ERROR_TOAST_MS });
      throw err;
    }
  }

  async function approveIfNeeded() {
    // Read now, not when the section loaded: an approval from an earlier, failed attempt still counts.
    const isApproved = await readContract(wagmiConfig, {
      chainId,
      address: membership,
      abi: hqMembershipAbi,
      functionName: "isApprovedForAll",
      args: [account, nftStaking],
    });
    if (isApproved) return;
    setStep("approving");
    await run(STAKING_TOASTS.approveNfts, async () => {
      const { request } = await simulateContract(wagmiConfig, {
        chainId,
        account,
        address: membership,
        abi: hqMembershipAbi,
        functionName: "setApprovalForAll",
        args: [nftStaking, true],
      });
      return writeContract(wagmiConfig, request);
    });
  }

  async function confirm() {
    setError(null);
    try {
      // Unstaking sends the NFTs back from the staking contract: no approval needed.
      if (kind === "stake") await approveIfNeeded();
      setStep("sending");
      await run(kind === "stake" ? STAKING_TOASTS.stakeNfts : STAKING_TOASTS.unstakeNfts, async () => {
        const { request } = await simulateContract(wagmiConfig, {
          chainId,
          account,
          address: nftStaking,
          abi: hqNftStakingAbi,
          functionName: kind === "stake" ? "stakeAll" : "unstakeAll",
        });
        return writeContract(wagmiConfig, request);
      });
      onMined();
    } catch (err) {
      setError(nftStakingErrorMessage(err));
    } finally {
      setStep("idle");
    }
  }

  return { step, error, isBusy: step !== "idle", confirm };
}
