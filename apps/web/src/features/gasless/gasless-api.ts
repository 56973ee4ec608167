import type { GaslessStatus } from "@questhq/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/features/session/index";
import { apiData } from "@/lib/api";

// Gasless transactions for stakers (GET /api/v1/relay): whether the mint and claim panels offer "… without gas".

export const gaslessKeys = { status: ["gasless"] as const };

export const gaslessQuery = queryOptions({
  queryKey: gaslessKeys.status,
  queryFn: () => apiData<GaslessStatus>("/api/v1/relay"),
});

/** Whether the signed-in user's mint or claim on `chainId` can be relayed now: a staker, budget left, chain served. */
export function useGasless(chainId: number) {
  const { isSignedIn } = useSession();
  const query = useQuery({ ...gaslessQuery, enabled: isSignedIn });
  const status = query.data;
  const canRelay = Boolean(status?.is_staker && status.remaining_today > 0 && status.chain_ids.includes(chainId));
  return { status, canRelay };
}
