import { chainIsAhead, withChainAmounts, type SagaStreamView } from "@questhq/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { chainAmountsKey, streamsQuery, type ChainAmountsById } from "./streams-api";

/** How often the server is read again while the chain is ahead of it (the indexer waits for confirmations). */
const CATCH_UP_POLL_MS = 3_000;

/**
 * The account's Saga streams: the server's views with what the chain said after the user's own transactions laid
 * over them. While the chain is ahead, the server is re-read until its indexer has confirmed those transactions.
 * The views are stable between fetches (the ticking figures are recomputed by the components that show them), so
 * a component holding the wallet provider is not re-rendered by the clock.
 */
export function useSagaStreams(enabled = true) {
  const chain = useQuery({
    queryKey: chainAmountsKey,
    queryFn: (): ChainAmountsById => ({}),
    initialData: {},
    staleTime: Infinity,
    enabled: false,
  });
  const overlay = chain.data;
  const streams = useQuery({
    ...streamsQuery,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.streams.some((s) => chainIsAhead(s, overlay[s.stream_id])) ? CATCH_UP_POLL_MS : false,
  });
  const list = useMemo((): SagaStreamView[] => {
    const now = Math.floor(Date.now() / 1000);
    return (streams.data?.streams ?? []).map((s) => withChainAmounts(s, overlay[s.stream_id], now));
  }, [streams.data, overlay]);
  return { streams, list };
}

/** Changes when the server's figures do: the subgraph history is keyed by it, so it is read again after indexing. */
export function serverVersion(streams: readonly SagaStreamView[] | undefined): string {
  return (streams ?? []).map((s) => `${s.stream_id}:${s.withdrawnAmount}:${s.canceled ? 1 : 0}`).join(",");
}
