import { Link } from "@tanstack/react-router";
import { ArrowLeftRight, ArrowRight, ExternalLink } from "lucide-react";
import type { SwapView } from "@questhq/core/schemas/responses/swaps";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { MoreButton } from "@/components/ui/more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useSwapHistory } from "./queries";
import { chainLabel, formatTokenAmount, formatUsd } from "./swap-format";

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/** The signed-in user's bridge and swap history, newest first, ten at a time, with each transaction's explorer link. */
export function SwapHistory() {
  const query = useSwapHistory(true);
  if (query.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading your swaps">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (query.isError)
    return (
      <ErrorState title="Your swaps could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  const swaps = query.data.pages.flatMap((page) => page.data);
  if (swaps.length === 0) {
    return (
      <EmptyState
        icon={ArrowLeftRight}
        title="No swaps yet"
        description="Swaps and bridges you make on the bridge page are listed here, with links to their transactions."
        action={
          <Link to="/bridge" className={buttonClass("secondary", "sm")}>
            Open the bridge
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Your swaps">
        {swaps.map((swap) => (
          <SwapRow key={swap.id} swap={swap} />
        ))}
      </ul>
      <MoreButton query={query} size="sm">
        Show older swaps
      </MoreButton>
    </div>
  );
}

function SwapRow({ swap }: { swap: SwapView }) {
  const paid = `${formatTokenAmount(swap.fromAmount, swap.fromToken.decimals)} ${swap.fromToken.symbol}`;
  const received = `${formatTokenAmount(swap.toAmount, swap.toToken.decimals)} ${swap.toToken.symbol}`;
  const sameChain = swap.fromChainId === swap.toChainId;
  const where = sameChain
    ? `Swap on ${chainLabel(swap.fromChainId)}`
    : `Bridge ${chainLabel(swap.fromChainId)} → ${chainLabel(swap.toChainId)}`;
  const usd = [formatUsd(swap.fromAmountUSD), formatUsd(swap.toAmountUSD)].filter(Boolean).join(" → ");
  return (
    <li className="space-y-2 rounded-xl border border-line bg-surface-2 p-4" data-swap-id={swap.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">{where}</p>
        <time dateTime={swap.createdAt} className="text-xs text-muted">
          {formatDate(swap.createdAt)}
        </time>
      </div>
      <p className="flex flex-wrap items-center gap-2 font-mono text-sm font-semibold text-ink tabular-nums">
        <span>{paid}</span>
        <ArrowRight className="size-4 text-muted" aria-label="for" />
        <span>{received}</span>
      </p>
      {usd ? (
        <p className="text-xs text-muted">
          {usd}
          {swap.gasCostUSD ? ` · gas ${formatUsd(swap.gasCostUSD)}` : ""}
        </p>
      ) : null}
      {swap.transactions.length ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Transactions">
          {swap.transactions.map((tx) => (
            <li key={tx.txHash}>
              {tx.url ? (
                <a
                  href={tx.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-mono text-brand hover:underline"
                >
                  {short(tx.txHash)}
                  <ExternalLink className="size-3" aria-hidden />
                  <span className="sr-only">(opens the {chainLabel(tx.chainId)} explorer)</span>
                </a>
              ) : (
                <span className="font-mono text-muted" title={`${chainLabel(tx.chainId)} has no public explorer`}>
                  {short(tx.txHash)}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
