import { hqMissionVestingAbi } from "@questhq/contracts/generated/HQMissionVesting";
import {
  countOf,
  ERROR_TOAST_MS,
  getChainById,
  MINT_MESSAGES,
  SUCCESS_TOAST_MS,
  type MissionView,
  type RewardView,
} from "@questhq/core";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { erc20Abi, formatUnits, type Address, type Hash } from "viem";
import { useQueryClient } from "@tanstack/react-query";
import { useReadContracts } from "wagmi";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatTile } from "@/components/ui/stat-tile";
import { ExplorerLink } from "@/components/ui/explorer-link";
import { useConfig } from "@/features/config/index";
import { useExplorer } from "@/features/config/index";
import { gaslessKeys, useGasless } from "@/features/gasless/index";
import { ChainWalletGate } from "@/features/wallet/index";
import { TxConfirmationNotice } from "@/features/wallet/index";
import { contractErrorMessage, isUserRejection } from "@/features/wallet/index";
import { toaster } from "@/lib/toast";
import { ErrorText } from "../mint/mint-panel";
import { TxLink } from "@/features/mission-shared";
import { claimTokens } from "./claim-flow";
import { cn } from "@/lib/cn";

export type ClaimPanelProps = { mission: MissionView; reward: RewardView; contract: Address };

/**
 * A winner's token claim (docs/product/rewards.md#token-claim) from the mission's vesting contract. Its own chunk, like
 * the mint.
 */
export function ClaimPanel(props: ClaimPanelProps) {
  return (
    <ChainWalletGate chainId={props.reward.blockchain_chain_id} purpose="Claiming">
      {(account) => <ClaimBody {...props} account={account} />}
    </ChainWalletGate>
  );
}

function ClaimBody({ mission, reward, contract, account }: ClaimPanelProps & { account: Address }) {
  const chainId = reward.blockchain_chain_id;
  const allocation = BigInt(reward.token_allocation ?? "0");
  const config = useConfig();
  const explorer = useExplorer();
  const queryClient = useQueryClient();
  const gasless = useGasless(chainId);
  const [isClaiming, setIsClaiming] = useState(false);
  const [txHash, setTxHash] = useState<Hash | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = { chainId, address: contract, abi: hqMissionVestingAbi } as const;
  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      { ...base, functionName: "calculateTokenClaimable", args: [account, allocation] },
      { ...base, functionName: "claimedAmount", args: [account] },
      { ...base, functionName: "fee" },
      { ...base, functionName: "token" },
    ],
  });
  const [claimable, claimed, fee, token] = reads.data ?? [];
  const meta = useReadContracts({
    allowFailure: false,
    contracts: token
      ? [
          { chainId, address: token, abi: erc20Abi, functionName: "decimals" },
          { chainId, address: token, abi: erc20Abi, functionName: "symbol" },
        ]
      : [],
  });
  const [decimals, symbol] = (meta.data ?? []) as [number | undefined, string | undefined];
  const amount = (v: bigint | undefined) =>
    v === undefined || decimals === undefined ? "…" : `${formatUnits(v, decimals)} ${symbol ?? ""}`.trim();
  const chain = getChainById(chainId);
  const native = chain?.nativeCurrency ?? "ETH";
  // Token links (docs/product/chains.md#explorer-links): the reward token, and this wallet's holdings of it (what a
  // claim adds to).
  const tokenPage = token ? explorer.token(chainId, token) : null;
  const holdings = token ? explorer.holder(chainId, token, account) : null;

  async function claim(forwarder?: Address) {
    if (fee === undefined) return;
    setError(null);
    setTxHash(null);
    setIsClaiming(true);
    const toast = await toaster();
    const id = toast.loading(MINT_MESSAGES.claimingTokens);
    try {
      await claimTokens(mission.id, account, fee, setTxHash, forwarder);
      toast.success(MINT_MESSAGES.tokensClaimed, { id, duration: SUCCESS_TOAST_MS });
      // Then refresh the claimable amount and the token balance (docs/product/rewards.md#token-claim).
      await Promise.all([reads.refetch(), meta.refetch()]);
    } catch (err) {
      const message = contractErrorMessage(err);
      if (isUserRejection(err)) toast.dismiss(id);
      else toast.error(message, { id, duration: ERROR_TOAST_MS });
      setError(message);
    } finally {
      setIsClaiming(false);
      if (forwarder) void queryClient.invalidateQueries({ queryKey: gaslessKeys.status });
    }
  }

  if (reads.isPending) {
    return (
      <div className="flex justify-center py-4">
        <Spinner label="Reading your claim" className="text-brand" />
      </div>
    );
  }
  if (reads.isError) return <ErrorText error={{ message: contractErrorMessage(reads.error) }} docsUrl={undefined} />;
  const nothingLeft = claimable === 0n;

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <StatTile label="Claimable now">{amount(claimable)}</StatTile>
        <StatTile label="Claimed">{amount(claimed)}</StatTile>
      </dl>
      {tokenPage ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <ExplorerLink href={tokenPage} chainName={chain?.name ?? `chain ${chainId}`}>
            {symbol ?? "Token"} on explorer
          </ExplorerLink>
          {holdings ? (
            <ExplorerLink href={holdings} chainName={chain?.name ?? `chain ${chainId}`}>
              Your holdings
            </ExplorerLink>
          ) : null}
        </p>
      ) : null}
      {fee !== undefined && fee > 0n ? (
        <p className="text-xs text-muted">
          Each claim pays a fee of {formatUnits(fee, 18)} {native}.
        </p>
      ) : null}
      {nothingLeft ? (
        <p
          role="status"
          className={cn(
            "flex items-center gap-2 rounded-lg border border-success/30 bg-success/10 px-3 py-2 text-sm",
            "text-success",
          )}
        >
          <CheckCircle2 className="size-4 shrink-0" aria-hidden />
          Nothing to claim right now{claimed && claimed > 0n ? ": you have claimed everything unlocked so far." : "."}
        </p>
      ) : (
        <Button className="w-full" isLoading={isClaiming} onClick={() => void claim()}>
          Claim {amount(claimable)}
        </Button>
      )}
      {!nothingLeft && gasless.canRelay && gasless.status ? (
        <div className="space-y-1.5">
          <Button
            variant="secondary"
            className="w-full"
            isLoading={isClaiming}
            onClick={() => void claim(gasless.status?.forwarder)}
          >
            Claim without gas
          </Button>
          <p className="text-xs text-muted" data-testid="gasless-note">
            Your staked $HQ covers the gas and the fee: sign in your wallet, the platform sends it.{" "}
            {countOf(gasless.status.remaining_today, "gasless transaction")} left today.
          </p>
        </div>
      ) : null}
      {isClaiming && txHash ? <TxConfirmationNotice /> : null}
      {error ? <ErrorText error={{ message: error }} docsUrl={config.data?.docsUrl} /> : null}
      {txHash ? <TxLink chainId={chainId} hash={txHash} /> : null}
    </div>
  );
}
