import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api";

export type PublicConfig = {
  publicUrl: string;
  walletChainId: number;
  isDevelopment: boolean;
  /** Set when the server keeps outgoing mail at /dev/mailbox. */
  hasDevMailbox?: boolean;
  /** False when the server offers no email sign-in (no SMTP in production): the sign-in page shows the wallet alone. */
  emailSignIn?: boolean;
  docsUrl: string;
  communityUrl: string;
  memberDiscordUrl: string;
  /** The staking chain and the platform's contracts on it; null when the server has none deployed. */
  staking: {
    chainId: number;
    contracts: Record<
      "HQToken" | "HQStaking" | "HQMembership" | "HQNftStaking" | "HQStreams" | "HQSagaVault",
      `0x${string}`
    >;
    confirmations: number;
  } | null;
  /** The local chain the sandbox acts on for the user's wallet (31337); null when it cannot. */
  sandboxChainId?: number | null;
  /** The platform's signer and treasury, the constructor arguments of a mission NFT contract. */
  platform?: { signer: `0x${string}`; treasury: `0x${string}` | null };
  /** The local development chain's RPC URL (loopback only), for a wallet that must add it. */
  localChainRpcUrl?: string | null;
  /** The local chain's sandbox explorer (demo only), where its explorer links point; null when there is none. */
  localChainExplorerUrl?: string | null;
  /** The bridge page's LI.FI widget: API root, integrator, fee (a fraction), chains it reads through /api/v1/rpc. */
  bridge: { apiUrl: string; integrator: string; fee: number; readChainIds: number[] };
};

export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => apiData<PublicConfig>("/api/v1/config"),
  // Runtime settings do not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
