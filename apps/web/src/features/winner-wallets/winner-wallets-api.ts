import type { WinnerWalletView } from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { apiData, apiList } from "@/lib/api";

// The signed-in winner's rewards that wait for a wallet (/enter-wallet and the reminder modal share the query).

export const winnerWalletKeys = { all: ["winner-wallets"] as const };

export const winnerWalletsQuery = queryOptions({
  queryKey: winnerWalletKeys.all,
  queryFn: async () => (await apiList<WinnerWalletView>("/api/v1/winner-wallets")).data,
  staleTime: 60_000,
});

export function submitWinnerWallet(missionId: string, walletAddress: string): Promise<WinnerWalletView> {
  return apiData<WinnerWalletView>(`/api/v1/missions/${encodeURIComponent(missionId)}/winner-wallet`, {
    method: "PUT",
    body: { wallet_address: walletAddress },
  });
}
