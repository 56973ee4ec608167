import type { NftStakeCounts } from "@questhq/core";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { StatTile } from "@/components/ui/stat-tile";
import { useConfig } from "@/features/config/index";
import { CardSection } from "@/components/card-section";
import { errorMessage } from "@/lib/api";
import { boosterRatesText, boosterText, countsText, hasCountsMoved } from "./nft-holdings";
import { useNftStakeCounts } from "./use-nft-stake-counts";

// wagmi, viem and the two ABIs load with the panel, which reads the NFTs on chain.
const NftStakingPanel = lazy(() => import("./nft-staking-panel").then((m) => ({ default: m.NftStakingPanel })));

/**
 * Stop waiting for the indexer after this long; mainnet's 12 confirmations take 2 to 3 minutes
 * (docs/product/limits.md#transactions).
 */
const WATCH_LIMIT_MS = 10 * 60_000;

/** Settings: the Membership and Whale NFTs of the primary wallet, their stake counts and the daily booster. */
export function MembershipNftsSection() {
  const config = useConfig();
  const staking = config.data?.staking;
  // The confirmed counts as they were when a stake or unstake was mined; null when not waiting for the indexer.
  const [countsBefore, setCountsBefore] = useState<NftStakeCounts | null>(null);
  const counts = useNftStakeCounts({ isWatching: countsBefore !== null });
  const latestCounts = useRef(counts.data);
  latestCounts.current = counts.data;
  // Stable, so the memoised wallet panel does not re-render (and reconnect the wallet) when the counts change.
  const onStakeMined = useCallback(() => setCountsBefore(latestCounts.current ?? null), []);

  useEffect(() => {
    if (countsBefore && counts.data && hasCountsMoved(countsBefore, counts.data)) setCountsBefore(null);
  }, [counts.data, countsBefore]);
  useEffect(() => {
    if (!countsBefore) return;
    const timer = window.setTimeout(() => setCountsBefore(null), WATCH_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [countsBefore]);

  const rates = boosterRatesText();
  return (
    <CardSection
      id="membership-nfts"
      title="Membership NFTs"
      description={`Stake your Membership and Whale NFTs for a daily booster on your Saga credits: ${rates}.`}
    >
      {config.isPending ? (
        <Spinner label="Loading" className="text-brand" />
      ) : !staking ? (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
          NFT staking is not available on this server yet.
        </p>
      ) : (
        <div className="space-y-5">
          <div className="space-y-2">
            <dl className="grid gap-3 sm:grid-cols-2" aria-busy={counts.isPending || undefined}>
              <StatTile label="Staked (all your wallets)">
                {counts.data ? countsText(counts.data) : <Skeleton className="mt-1 h-5 w-40" />}
              </StatTile>
              <StatTile label="Daily booster">
                {counts.data ? (
                  <span className="font-mono">{boosterText(counts.data)}</span>
                ) : (
                  <Skeleton className="mt-1 h-5 w-14" />
                )}
              </StatTile>
            </dl>
            {counts.isError ? (
              <ErrorMessage>
                Your staked NFTs could not be counted: {errorMessage(counts.error)}{" "}
                <button type="button" className="font-medium underline" onClick={() => void counts.refetch()}>
                  Try again
                </button>
              </ErrorMessage>
            ) : countsBefore ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted">
                <Spinner className="size-4 text-brand" />
                Counting your NFTs: the figures update after {staking.confirmations} block confirmations.
              </p>
            ) : null}
          </div>
          <Suspense fallback={<Spinner label="Loading your wallet" className="text-brand" />}>
            <NftStakingPanel staking={staking} onStakeMined={onStakeMined} />
          </Suspense>
        </div>
      )}
    </CardSection>
  );
}
