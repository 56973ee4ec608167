import { STATUS_POLL_INTERVAL_MS, type NftStakeCounts } from "@questhq/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api";

/** GET /seasons/nft-stake: NFTs staked across the account's wallets, as the indexer has confirmed them. */
export type NftStakeAnswer = NftStakeCounts & { boosterHundredths: number };

export const nftStakeQueryOptions = queryOptions({
  queryKey: ["nft-stake"],
  queryFn: () => apiData<NftStakeAnswer>("/api/v1/seasons/nft-stake"),
});

/**
 * The confirmed stake counts. While `isWatching` (a stake or unstake was sent and the indexer has not counted it
 * yet) they are read again at the product's status poll interval (docs/product/limits.md#transactions), as the $HQ
 * deposit modal does.
 */
export function useNftStakeCounts({ isWatching }: { isWatching: boolean }) {
  return useQuery({ ...nftStakeQueryOptions, refetchInterval: isWatching ? STATUS_POLL_INTERVAL_MS : false });
}
