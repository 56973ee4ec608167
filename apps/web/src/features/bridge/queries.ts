import { useInfiniteQuery } from "@tanstack/react-query";
import type { SwapRecordInput } from "@questhq/core";
import type { SwapView } from "@questhq/core/schemas/responses/swaps";
import { apiData, apiList, type ListPage } from "@/lib/api";

export const bridgeKeys = { history: ["bridge", "history"] as const };

/** POST /swaps/: stores the route once (its id is the key; posting it again answers the stored record). */
export function recordSwap(record: SwapRecordInput): Promise<SwapView> {
  return apiData<SwapView>("/api/v1/swaps", { method: "POST", body: record });
}

export function useSwapHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: bridgeKeys.history,
    queryFn: ({ pageParam }): Promise<ListPage<SwapView>> =>
      apiList<SwapView>(`/api/v1/swaps?limit=10${pageParam ? `&next=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
  });
}
