import { hqStreamsAbi } from "@questhq/contracts/generated/HQStreams";
import type { ChainStreamAmounts, SagaStreamView } from "@questhq/core";
import type { QueryClient } from "@tanstack/react-query";
import { readContract } from "wagmi/actions";
import { wagmiConfig } from "@/lib/wagmi";
import { chainAmountsKey, streamsQueryKey, type ChainAmountsById } from "./streams-api";

/**
 * After the user's own claim or vault withdrawal: reads the stream from the chain (HQStreams.getStream) and keeps its
 * amounts beside the server's, which lag by the indexer's confirmations, then re-reads the server. A failed read only
 * leaves the server's figures to catch up by themselves.
 */
export async function afterStreamTransaction(
  queryClient: QueryClient,
  stream: SagaStreamView,
  seen: Pick<ChainStreamAmounts, "vaultClaimed"> = {},
): Promise<void> {
  try {
    const onChain = await readContract(wagmiConfig, {
      chainId: stream.chain_id,
      address: stream.contract,
      abi: hqStreamsAbi,
      functionName: "getStream",
      args: [BigInt(stream.stream_id)],
    });
    const amounts: ChainStreamAmounts = {
      withdrawn: onChain.amounts.withdrawn,
      refunded: onChain.amounts.refunded,
      canceled: onChain.wasCanceled,
      ...seen,
    };
    queryClient.setQueryData<ChainAmountsById>(chainAmountsKey, (old) => ({ ...old, [stream.stream_id]: amounts }));
  } catch {
    // The server's figures remain; they catch up once the indexer confirms the transaction.
  }
  await queryClient.invalidateQueries({ queryKey: streamsQueryKey });
}
