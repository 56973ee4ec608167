import { hqStakingAbi } from "@questhq/contracts/generated/HQStaking";
import { MAX_UINT256, type SignedStakeResponse } from "@questhq/core";
import { erc20Abi, isAddressEqual, type Address, type Hash } from "viem";
import { simulateContract, waitForTransactionReceipt, writeContract } from "wagmi/actions";
import { apiData } from "@/lib/api";
import { wagmiConfig } from "@/lib/wagmi";
import type { StakeKind } from "./stake-amount";
import { StakeFlowError } from "./staking-errors";

/** Chains the app's wagmi config knows; the staking chain must be one of them. */
export type AppChainId = (typeof wagmiConfig)["chains"][number]["id"];

export function toAppChainId(chainId: number): AppChainId | null {
  return wagmiConfig.chains.some((c) => c.id === chainId) ? (chainId as AppChainId) : null;
}

export function chainName(chainId: number): string {
  return wagmiConfig.chains.find((c) => c.id === chainId)?.name ?? `chain ${chainId}`;
}

/**
 * Approves the staking contract for every $HQ (MAX_UINT256: docs/product/staking.md#deposits-and-withdrawals), so later
 * deposits need no new approval.
 */
export async function approveHq(
  chainId: AppChainId,
  account: Address,
  token: Address,
  spender: Address,
): Promise<void> {
  // Simulating first turns a doomed approval into a readable error before the wallet opens.
  const { request } = await simulateContract(wagmiConfig, {
    chainId,
    account,
    address: token,
    abi: erc20Abi,
    functionName: "approve",
    args: [spender, MAX_UINT256],
  });
  const hash = await writeContract(wagmiConfig, request);
  const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash });
  if (receipt.status !== "success") throw new StakeFlowError("The approval transaction failed on chain.");
}

/** Asks the server for the single-use EIP-712 signature the contract checks. */
export function requestStakeSignature(kind: StakeKind, amount: string): Promise<SignedStakeResponse> {
  const path = kind === "deposit" ? "/api/v1/seasons/stakeHQ/" : "/api/v1/seasons/unstakeHQ/";
  return apiData<SignedStakeResponse>(path, { method: "POST", body: { amount } });
}

/**
 * Sends deposit() or withdraw() with the server's signature and waits for the receipt.
 * `onHash` fires as soon as the wallet returns the hash, so the modal can show it while mining.
 */
export async function sendStakeTransaction(
  kind: StakeKind,
  chainId: AppChainId,
  account: Address,
  signed: SignedStakeResponse,
  onHash: (hash: Hash) => void,
): Promise<Hash> {
  // The signature names one wallet and one chain; from any other the contract reverts with
  // InvalidSignature, which says less than this.
  if (!isAddressEqual(signed.wallet, account)) {
    throw new StakeFlowError(
      `The server signed for ${signed.wallet}, your account's primary wallet. Switch to it in your wallet.`,
    );
  }
  if (signed.chain_id !== chainId)
    throw new StakeFlowError("The server signed for another chain. Reload the page and try again.");
  const args = [BigInt(signed.amount), BigInt(signed.nonce), BigInt(signed.validUntilBlock), signed.signature] as const;
  const base = { chainId, account, address: signed.contract, abi: hqStakingAbi, args } as const;
  // Simulate-then-write per function: viem narrows the request to one ABI entry, so a single
  // call with a union functionName would not type.
  const hash =
    kind === "deposit"
      ? await writeContract(
          wagmiConfig,
          (await simulateContract(wagmiConfig, { ...base, functionName: "deposit" })).request,
        )
      : await writeContract(
          wagmiConfig,
          (await simulateContract(wagmiConfig, { ...base, functionName: "withdraw" })).request,
        );
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash });
  if (receipt.status !== "success") throw new StakeFlowError("The transaction failed on chain.");
  return hash;
}
