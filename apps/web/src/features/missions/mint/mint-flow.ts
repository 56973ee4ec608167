import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import { MINT_MESSAGES } from "@questhq/core";
import { encodeFunctionData, isAddressEqual, type Address, type Hash, type Hex } from "viem";
import { simulateContract, waitForTransactionReceipt, writeContract } from "wagmi/actions";
import { apiData } from "@/lib/api";
import { wagmiConfig } from "@/lib/wagmi";
import { ChainFlowError } from "@/features/wallet/index";
import { relayCall } from "@/features/gasless/index";

export type MintSignature = {
  kind: "mint";
  signature: Hex;
  wallet: Address;
  contract_address: Address;
  chain_id: number;
};

/** Whose permit: a mission's NFT reward, or an onchain_mint objective's NFT. */
export type MintSource = { kind: "mission" | "objective"; id: string };

/**
 * GET /missions/{id}/signature or /objectives/{id}/signature: the server's MintPermit for the account's primary
 * wallet (docs/product/rewards.md#primary-wallet).
 */
export async function requestMintSignature(source: MintSource, wallet: Address): Promise<MintSignature> {
  const signed = await apiData<MintSignature | { kind: "claim" }>(
    `/api/v1/${source.kind}s/${encodeURIComponent(source.id)}/signature?wallet=${wallet}`,
  );
  if (signed.kind !== "mint") throw new ChainFlowError(MINT_MESSAGES.noOnchainReward);
  return signed;
}

/**
 * mintNFTs(count, wallet, signature) paying count × price + fee: simulated first (a revert becomes a readable error
 * before the wallet opens), then sent and awaited. `onHash` fires when the wallet hands back the hash.
 */
export async function sendMint(
  signed: MintSignature,
  account: Address,
  count: number,
  value: bigint,
  onHash: (hash: Hash) => void,
): Promise<{ hash: Hash; blockNumber: bigint }> {
  // The signature names the primary wallet; minting from another one is refused before it costs gas
  // (docs/product/rewards.md#primary-wallet).
  if (!isAddressEqual(signed.wallet, account)) throw new ChainFlowError(MINT_MESSAGES.walletMismatch);
  const { request } = await simulateContract(wagmiConfig, {
    chainId: signed.chain_id,
    account,
    address: signed.contract_address,
    abi: hqMissionNFTAbi,
    functionName: "mintNFTs",
    args: [BigInt(count), signed.wallet, signed.signature],
    value,
  });
  const hash = await writeContract(wagmiConfig, request);
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId: signed.chain_id, hash });
  if (receipt.status !== "success") throw new ChainFlowError("The mint transaction failed on chain.");
  return { hash, blockNumber: receipt.blockNumber };
}

/**
 * The same mint relayed for a staker (a free mint: the relayer pays the gas and the chain's fee): the wallet signs a
 * ForwardRequest instead of sending, so it spends no ether.
 */
export async function relayMint(
  signed: MintSignature,
  account: Address,
  count: number,
  value: bigint,
  forwarder: Address,
  onHash: (hash: Hash) => void,
): Promise<{ hash: Hash; blockNumber: bigint }> {
  if (!isAddressEqual(signed.wallet, account)) throw new ChainFlowError(MINT_MESSAGES.walletMismatch);
  const args = [BigInt(count), signed.wallet, signed.signature] as const;
  const data = encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "mintNFTs", args });
  return relayCall({ chainId: signed.chain_id, account, to: signed.contract_address, data, value, forwarder }, onHash);
}
