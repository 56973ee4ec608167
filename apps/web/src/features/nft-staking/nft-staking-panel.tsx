import { hqMembershipAbi } from "@questhq/contracts/generated/HQMembership";
import { hqNftStakingAbi } from "@questhq/contracts/generated/HQNftStaking";
import { REFRESH_AFTER_STAKE_MS } from "@questhq/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { memo, useState } from "react";
import type { Address } from "viem";
import { useReadContracts } from "wagmi";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import type { PublicConfig } from "@/features/config/index";
import type { AppChainId } from "@/features/staking/index";
import { StakingWalletGate } from "@/features/staking/index";
import { nftRows } from "./nft-holdings";
import { nftStakeQueryOptions } from "./use-nft-stake-counts";
import { nftStakingErrorMessage } from "./nft-staking-errors";
import { StakeAllModal } from "./stake-all-modal";
import type { StakeAllKind } from "./use-stake-all-flow";
import { cn } from "@/lib/cn";

type Staking = NonNullable<PublicConfig["staking"]>;
type Props = {
  staking: Staking;
  /** A stake or unstake was mined: the section waits for the server's confirmed counts to follow. */
  onStakeMined: () => void;
};

/**
 * The wallet half of the section, in its own chunk with wagmi, viem and the two ABIs (the budget keeps them out).
 * Memoised: the section re-renders whenever its confirmed counts change, and the wallet half (its chain reads, an
 * open modal) has nothing to redo then.
 */
export const NftStakingPanel = memo(function NftStakingPanel({ staking, onStakeMined }: Props) {
  return (
    <StakingWalletGate chainId={staking.chainId}>
      {(chainId, account) => (
        <WalletNfts staking={staking} chainId={chainId} account={account} onStakeMined={onStakeMined} />
      )}
    </StakingWalletGate>
  );
});

function WalletNfts({ staking, chainId, account, onStakeMined }: Props & { chainId: AppChainId; account: Address }) {
  const { HQMembership: membership, HQNftStaking: nftStaking } = staking.contracts;
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<StakeAllKind>("stake");
  const [isOpen, setIsOpen] = useState(false);

  // tokensOfOwner for what the primary wallet holds; the staking contract's own list for what it staked there
  // (docs/product/staking.md#membership-nft-staking).
  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      { chainId, address: membership, abi: hqMembershipAbi, functionName: "tokensOfOwner", args: [account] },
      { chainId, address: nftStaking, abi: hqNftStakingAbi, functionName: "stakedTokensOf", args: [account] },
      {
        chainId,
        address: membership,
        abi: hqMembershipAbi,
        functionName: "isApprovedForAll",
        args: [account, nftStaking],
      },
    ],
  });

  if (reads.isPending) {
    return (
      <div role="status" aria-label="Reading your NFTs" className="space-y-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-9 w-48" />
      </div>
    );
  }
  if (reads.isError) {
    return (
      <ErrorMessage>
        Your NFTs could not be read from the chain: {nftStakingErrorMessage(reads.error)}{" "}
        <button type="button" className="font-medium underline" onClick={() => void reads.refetch()}>
          Try again
        </button>
      </ErrorMessage>
    );
  }

  const [held, staked, isApproved] = reads.data;
  const rows = nftRows(held, staked);

  function open(next: StakeAllKind) {
    setKind(next);
    setIsOpen(true);
  }

  function mined() {
    setIsOpen(false);
    onStakeMined();
    // Read the wallet and the counts again 500 ms after a stake or unstake
    // (docs/product/staking.md#membership-nft-staking). Invalidated through the query client, not this component's
    // observers: the wallet gate may have re-rendered this list from scratch meanwhile (and fresh-looking cached reads
    // would then stay on screen), so the timer outlives the component on purpose.
    const readsKey = reads.queryKey;
    window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: readsKey });
      void queryClient.invalidateQueries({ queryKey: nftStakeQueryOptions.queryKey });
    }, REFRESH_AFTER_STAKE_MS);
  }

  return (
    <div className="space-y-4">
      {rows.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          <p>Your primary wallet holds no Membership or Whale NFTs.</p>
          <Link to="/membership" className={buttonClass("secondary", "sm")}>
            Become a member
          </Link>
        </div>
      ) : (
        <ul className="space-y-2" aria-label="Your membership NFTs">
          {rows.map((row) => (
            <li
              key={`${row.isStaked ? "staked" : "held"}-${row.id}`}
              className={cn(
                "flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2",
                "text-sm",
              )}
            >
              <span className="min-w-0 truncate font-medium text-ink">{row.label}</span>
              <Badge tone={row.isStaked ? "success" : "neutral"}>{row.isStaked ? "Staked" : "In wallet"}</Badge>
            </li>
          ))}
        </ul>
      )}
      {rows.length === 0 ? null : (
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <Button disabled={held.length === 0} onClick={() => open("stake")}>
            Stake all
          </Button>
          <Button variant="secondary" disabled={staked.length === 0} onClick={() => open("unstake")}>
            Unstake all
          </Button>
        </div>
      )}
      <StakeAllModal
        key={kind}
        kind={kind}
        open={isOpen}
        onOpenChange={setIsOpen}
        chainId={chainId}
        account={account}
        membership={membership}
        nftStaking={nftStaking}
        tokenIds={kind === "stake" ? held : staked}
        isApproved={isApproved}
        onMined={mined}
      />
    </div>
  );
}
