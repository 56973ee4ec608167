import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import type { Address } from "viem";
import { useConnection, useReadContracts } from "wagmi";
import { registryFeeWei } from "./mint-state";

/**
 * What a mint needs from an HQMissionNFT (docs/product/rewards.md#nft-mint): the price per token (mintConfig's sixth
 * element), supply and the contract's fee, plus the registry's flat fee that the product shows
 * (docs/product/rewards.md#mint-cost). Shared by the reward's mint panel and an
 * onchain_mint objective's drawer.
 */
export function useMintContract(chainId: number, contract: Address) {
  const connection = useConnection();
  const reads = useReadContracts({
    allowFailure: true,
    // Reads go through the wallet's node, so before the wallet is connected on this chain they fail (and their retries
    // end): keyed by the connection, they run again once it is connected and switched, however long that took.
    scopeKey: `${connection.status}:${connection.chainId ?? ""}`,
    contracts: [
      { chainId, address: contract, abi: hqMissionNFTAbi, functionName: "mintConfig" },
      { chainId, address: contract, abi: hqMissionNFTAbi, functionName: "totalSupply" },
      { chainId, address: contract, abi: hqMissionNFTAbi, functionName: "maxSupply" },
      { chainId, address: contract, abi: hqMissionNFTAbi, functionName: "fee" },
    ],
  });
  const [configRead, supplyRead, maxRead, feeRead] = reads.data ?? [];
  const shownFee = registryFeeWei(chainId);
  return {
    reads,
    price: configRead?.status === "success" ? configRead.result[5] : undefined,
    minted: supplyRead?.status === "success" ? supplyRead.result : undefined,
    maxSupply: maxRead?.status === "success" ? maxRead.result : undefined,
    /**
     * The registry's flat fee is what the product shows (docs/product/rewards.md#mint-cost); the contract's own fee
     * (paidFee) is what the transaction pays.
     */
    shownFee,
    paidFee: feeRead?.status === "success" ? feeRead.result : shownFee,
    /** The contract could not be read (no wallet on its chain yet, or not a mint contract). */
    isUnreadable: reads.isError || configRead?.status === "failure",
  };
}
