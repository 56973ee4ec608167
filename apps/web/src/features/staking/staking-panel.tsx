import type { Address } from "viem";
import { getChainById } from "@questhq/core";
import { ExplorerLink } from "@/components/ui/explorer-link";
import { Spinner } from "@/components/ui/spinner";
import type { PublicConfig } from "@/features/config/index";
import { useExplorer } from "@/features/config/index";
import { useBalances } from "@/features/users/index";
import { errorMessage } from "@/lib/api";
import { hqNumberToUnits, type StakeKind } from "./stake-amount";
import type { AppChainId } from "./stake-chain";
import { StakeForm } from "./stake-form";
import { StakeProgress } from "./stake-progress";
import { StakingWalletGate } from "./staking-wallet-gate";
import { useHqWallet } from "./use-hq-wallet";
import { useStakeFlow } from "./use-stake-flow";
import { ErrorMessage } from "@/components/ui/error-message";

type Staking = NonNullable<PublicConfig["staking"]>;
export type StakingPanelProps = { kind: StakeKind; staking: Staking; onClose: () => void };

/**
 * The wallet half of the staking modal, in its own chunk (wagmi, viem, the ABI) so the shell that
 * mounts the modal on every page stays light. The wallet gate brings wagmi's provider for the same reason.
 */
export function StakingPanel({ kind, staking, onClose }: StakingPanelProps) {
  return (
    <StakingWalletGate chainId={staking.chainId}>
      {(chainId, account) => (
        <StakeSteps kind={kind} staking={staking} chainId={chainId} account={account} onClose={onClose} />
      )}
    </StakingWalletGate>
  );
}

type StepsProps = StakingPanelProps & { chainId: AppChainId; account: Address };

function StakeSteps({ kind, staking, chainId, account, onClose }: StepsProps) {
  const { HQToken: token, HQStaking: stakingContract } = staking.contracts;
  const balances = useBalances();
  const wallet = useHqWallet({ chainId, account, token, spender: stakingContract });
  const flow = useStakeFlow({ kind, chainId, account, token, stakingContract, onChainChanged: wallet.refetch });

  if (flow.phase !== "input") {
    return (
      <StakeProgress
        kind={kind}
        phase={flow.phase}
        chainId={chainId}
        txHash={flow.txHash}
        confirmations={staking.confirmations}
        onDone={onClose}
        onAgain={flow.reset}
      />
    );
  }

  // Deposits are capped by what the wallet holds on chain, withdrawals by the server's available deposit.
  const isLoading = kind === "deposit" ? wallet.isLoading : balances.isPending;
  const loadError = kind === "deposit" ? wallet.error : balances.error;
  if (loadError) {
    return (
      <ErrorMessage>
        {kind === "deposit"
          ? "Could not read your $HQ balance from the chain. Please try again in a moment."
          : errorMessage(loadError)}
      </ErrorMessage>
    );
  }
  if (isLoading) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading balances" className="text-brand" />
      </div>
    );
  }
  const max = kind === "deposit" ? (wallet.balance ?? 0n) : hqNumberToUnits(balances.data?.stake.available ?? 0);

  return (
    <div className="space-y-4">
      <StakeForm
        kind={kind}
        max={max}
        allowance={wallet.allowance}
        error={flow.error}
        isApproving={flow.isApproving}
        onApprove={(amount) => void flow.approveThenDeposit(amount)}
        onSubmit={(amount) => void flow.submit(amount)}
        onClose={onClose}
      />
      <HqExplorerLinks chainId={chainId} token={token} account={account} />
    </div>
  );
}

/**
 * Token links for $HQ (docs/product/chains.md#explorer-links): the token's page and the connected wallet's holdings, on
 * the staking chain's explorer.
 */
function HqExplorerLinks({ chainId, token, account }: { chainId: number; token: Address; account: Address }) {
  const explorer = useExplorer();
  const page = explorer.token(chainId, token);
  const holdings = explorer.holder(chainId, token, account);
  if (!page) return null;
  const chainName = getChainById(chainId)?.name ?? `chain ${chainId}`;
  return (
    <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
      <ExplorerLink href={page} chainName={chainName}>
        $HQ on explorer
      </ExplorerLink>
      {holdings ? (
        <ExplorerLink href={holdings} chainName={chainName}>
          Your $HQ holdings
        </ExplorerLink>
      ) : null}
    </p>
  );
}
