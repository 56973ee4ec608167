import { CheckCircle2, ExternalLink } from "lucide-react";
import { getChainById } from "@questhq/core";
import { useEffect, useRef } from "react";
import type { Hash } from "viem";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { TxConfirmationNotice } from "@/features/wallet/index";
import type { StakeKind } from "./stake-amount";
import { useExplorer } from "@/features/config/index";
import type { StakePhase } from "./use-stake-flow";

type Props = {
  kind: StakeKind;
  phase: Exclude<StakePhase, "input">;
  chainId: number;
  txHash: Hash | null;
  confirmations: number;
  onDone: () => void;
  onAgain: () => void;
};

function text(kind: StakeKind, phase: Props["phase"], confirmations: number, hasHash: boolean) {
  const noun = kind === "deposit" ? "deposit" : "withdrawal";
  if (phase === "success") {
    return kind === "deposit" ? "Your $HQ is staked and available." : "Your $HQ is back in your wallet.";
  }
  if (phase === "confirming") return `Waiting for ${confirmations} confirmations…`;
  return hasHash ? `Sending your ${noun}…` : "Confirm the transaction in your wallet…";
}

/** Pending, confirming and success views of the staking modal, with the transaction hash. */
export function StakeProgress({ kind, phase, chainId, txHash, confirmations, onDone, onAgain }: Props) {
  const explorer = useExplorer();
  const explorerUrl = txHash ? explorer.tx(chainId, txHash) : null;
  const isDone = phase === "success";
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The submit button that had focus is gone; keep keyboard users inside the dialog, on the news.
  useEffect(() => statusRef.current?.focus(), []);
  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        {isDone ? (
          <CheckCircle2 className="size-10 text-success" aria-hidden />
        ) : (
          <Spinner className="size-8 text-brand" />
        )}
        {/* One live region so screen readers hear each step as it changes. */}
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className="text-sm font-medium text-ink outline-none"
        >
          {text(kind, phase, confirmations, Boolean(txHash))}
        </p>
        {phase === "confirming" ? (
          <p className="text-xs text-muted">This can take a few minutes. Keep this window open to see the result.</p>
        ) : null}
        {/* Sent, its receipt not in yet (15 to 30 s: docs/product/limits.md#transactions); confirmations follow. */}
        {phase === "pending" && txHash ? <TxConfirmationNotice /> : null}
      </div>
      {txHash ? (
        <div className="space-y-2 rounded-xl bg-surface-2 px-4 py-3">
          <p className="text-xs font-medium text-muted">Transaction</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 font-mono text-xs break-all text-ink">{txHash}</code>
            <CopyButton value={txHash} label="Copy hash" />
            {explorerUrl ? (
              <Button asChild variant="ghost" size="sm">
                <a href={explorerUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="size-4" aria-hidden />
                  Explorer
                  <span className="sr-only"> (opens the {getChainById(chainId)?.name ?? "chain's"} explorer)</span>
                </a>
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {isDone ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onAgain}>
            {kind === "deposit" ? "Deposit more" : "Withdraw more"}
          </Button>
          <Button onClick={onDone}>Done</Button>
        </div>
      ) : null}
    </div>
  );
}
