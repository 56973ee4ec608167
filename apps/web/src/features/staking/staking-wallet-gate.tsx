import type { ReactNode } from "react";
import type { Address } from "viem";

import { ChainWalletGate } from "@/features/wallet/index";
import { toAppChainId, type AppChainId } from "./stake-chain";

type Props = { chainId: number; children: (chainId: AppChainId, account: Address) => ReactNode };

/**
 * The wallet half of anything on the staking chain ($HQ staking, membership NFT staking): wagmi's provider and the
 * wallet gate (primary wallet, connected, on that chain), or a notice when this build's wagmi does not know the chain.
 */
export function StakingWalletGate({ chainId: stakingChainId, children }: Props) {
  const chainId = toAppChainId(stakingChainId);
  if (!chainId) {
    return (
      <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
        This app cannot reach the staking chain ({stakingChainId}) yet.
      </p>
    );
  }
  return (
    <ChainWalletGate chainId={chainId} purpose="Staking">
      {(account) => children(chainId, account)}
    </ChainWalletGate>
  );
}
