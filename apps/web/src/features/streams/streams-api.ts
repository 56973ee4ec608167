import { SAGA_MESSAGES, type ChainStreamAmounts, type SagaStreamsAnswer } from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { apiData } from "@/lib/api";

export const streamsQueryKey = ["sagas", "streams"] as const;

/**
 * What the chain said about a stream right after the user's own claim or vault withdrawal, by stream id; laid over
 * the server's figures until the indexer has confirmed the transaction (see withChainAmounts). Not under the streams
 * key, whose invalidation must not reset it.
 */
export const chainAmountsKey = ["chain-streams"] as const;
export type ChainAmountsById = Record<string, ChainStreamAmounts>;

export const streamsQuery = queryOptions({
  queryKey: streamsQueryKey,
  queryFn: async () => {
    try {
      return await apiData<SagaStreamsAnswer>("/api/v1/seasons/streams/");
    } catch (error) {
      // The screens say this one sentence when the streams cannot be read (docs/product/errors.md#sagas-and-streams).
      throw Object.assign(new Error(SAGA_MESSAGES.fetchStreams), { cause: error });
    }
  },
});

/**
 * A subgraph stream record (docs/product/streams.md#stream-records), as the streams subgraph answers for a lowercase
 * recipient.
 */
export type SubgraphStream = {
  id: string;
  recipient: string;
  sender: string;
  depositAmount: string;
  withdrawnAmount: string;
  startTime: string;
  endTime: string;
  canceled: boolean;
  canceledTime: string | null;
  asset: { symbol: string | null; decimals: string | null };
};

const STREAMS_BY_RECIPIENT = `query Streams($recipient: String!) {
  streams(where: { recipient: $recipient }, orderBy: startTime, orderDirection: desc) {
    id recipient sender depositAmount withdrawnAmount startTime endTime canceled canceledTime
    asset { symbol decimals }
  }
}`;

/**
 * The subgraph query by lowercase recipient (docs/product/streams.md#stream-records); its records carry the stream's
 * history (withdrawn, cancel time).
 */
export const subgraphStreamsQuery = (recipient: string, serverVersion: string) =>
  queryOptions({
    // Keyed by what the server's figures say, so the history is read again when a claim has been indexed.
    queryKey: ["subgraph", "streams", recipient.toLowerCase(), serverVersion],
    queryFn: async () => {
      const res = await fetch("/api/v1/subgraph", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: STREAMS_BY_RECIPIENT, variables: { recipient: recipient.toLowerCase() } }),
      });
      const body = (await res.json()) as { data?: { streams: SubgraphStream[] }; errors?: { message: string }[] };
      if (!res.ok || body.errors?.length || !body.data) throw new Error(SAGA_MESSAGES.fetchStreams);
      return body.data.streams;
    },
  });
