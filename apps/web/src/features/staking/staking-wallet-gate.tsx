import type { ReactNode } from "react";
import type { Address } from "viem";
import { ChainWalletGate } from "@/features/wallet/chain-wallet-gate";
import type { AppChainId } from "./stake-chain";

/** The wallet gate on the staking chain: primary wallet, connected, on that chain. */
export function StakingWalletGate({ chainId, children }: { chainId: AppChainId; children: (account: Address) => ReactNode }) {
  return (
    <ChainWalletGate chainId={chainId} purpose="Staking">
      {children}
    </ChainWalletGate>
  );
}
