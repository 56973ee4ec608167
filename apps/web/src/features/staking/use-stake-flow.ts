import {
  DELAY_AFTER_SUCCESS_MS,
  ERROR_TOAST_MS,
  REFRESH_AFTER_STAKE_MS,
  STATUS_POLL_INTERVAL_MS,
  SUCCESS_TOAST_MS,
} from "@questhq/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Address, Hash } from "viem";
import { balancesQueryOptions } from "@/features/users/index";
import { participationKeys } from "@/features/mission-shared/index";
import { toaster } from "@/lib/toast";
import type { StakeKind } from "./stake-amount";
import { approveHq, requestStakeSignature, sendStakeTransaction, type AppChainId } from "./stake-chain";
import { stakeErrorMessage } from "./staking-errors";
import { APPROVE_TOASTS, failureToast, stakeToasts } from "./stake-toasts";

/**
 * Modal phases (docs/product/staking.md#deposit-and-withdraw-flow): input → pending (tx started) → confirming
 * (stake.locked > 0) → success (locked back to 0).
 */
export type StakePhase = "input" | "pending" | "confirming" | "success";

type Options = {
  kind: StakeKind;
  chainId: AppChainId;
  account: Address;
  token: Address;
  stakingContract: Address;
  /** Re-reads the on-chain balance and allowance after a transaction. */
  onChainChanged: () => Promise<void>;
};

/** Replaces a step's loading toast with its failure (stake-toasts.ts decides the words). */
async function failToast(id: string | number, error: unknown, fallback: string) {
  const toast = await toaster();
  const { tone, text } = failureToast(error, fallback);
  if (tone === "info") toast.info(text, { id, duration: SUCCESS_TOAST_MS });
  else toast.error(text, { id, duration: ERROR_TOAST_MS });
}

export function useStakeFlow({ kind, chainId, account, token, stakingContract, onChainChanged }: Options) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<StakePhase>("input");
  const [txHash, setTxHash] = useState<Hash | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isApproving, setIsApproving] = useState(false);
  const [isWatching, setIsWatching] = useState(false);
  // What the server reported before this transaction, and whether it has shown the stake as
  // locked since: success is "locked went up and came back to 0" (or the balance moved, when
  // the confirmations passed between two polls).
  const baseline = useRef<number | null>(null);
  const sawLocked = useRef(false);
  const timers = useRef<number[]>([]);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      // Closing the modal unmounts this hook: stop the delayed refresh, and the poll stops with the observer.
      isMounted.current = false;
      for (const t of timers.current) window.clearTimeout(t);
      timers.current = [];
    };
  }, []);

  function later(fn: () => void, ms: number) {
    timers.current.push(window.setTimeout(fn, ms));
  }

  const refreshBalances = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: balancesQueryOptions.queryKey }),
      // The stake gives free raffle entries: an entry form under this modal shows the new count.
      queryClient.invalidateQueries({ queryKey: participationKeys.participants }),
    ]);

  // The poll: same cache entry as the header's balance, refetched every 7 s while watching.
  const balances = useQuery({
    ...balancesQueryOptions,
    enabled: isWatching,
    refetchInterval: isWatching ? STATUS_POLL_INTERVAL_MS : false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only poll results drive it; the callbacks read refs
  useEffect(() => {
    if (!isWatching || !balances.data) return;
    const { locked, available } = balances.data.stake;
    if (locked > 0) {
      sawLocked.current = true;
      setPhase("confirming");
      return;
    }
    const start = baseline.current ?? available;
    const moved = kind === "deposit" ? available > start : available < start;
    if (!sawLocked.current && !moved) return;
    setIsWatching(false);
    setPhase("success");
    // Let the indexer's last write settle, then refresh what other screens show.
    later(() => {
      void refreshBalances();
      void onChainChanged();
    }, REFRESH_AFTER_STAKE_MS);
    // Only poll results drive the transitions; the callbacks read refs and stable setters.
  }, [balances.data, isWatching]);

  /**
   * The "Approve Tokens" step, then straight on to the deposit it was for: the user asked to
   * deposit, approval is only the contract's precondition. Returns whether approval went through.
   */
  async function approveThenDeposit(amount: string) {
    setError(null);
    setIsApproving(true);
    const toast = await toaster();
    const id = toast.loading(APPROVE_TOASTS.loading);
    try {
      await approveHq(chainId, account, token, stakingContract);
      toast.success(APPROVE_TOASTS.success, { id, duration: SUCCESS_TOAST_MS });
      await onChainChanged();
    } catch (err) {
      void failToast(id, err, APPROVE_TOASTS.failed);
      if (isMounted.current) setError(stakeErrorMessage(err));
      return;
    } finally {
      if (isMounted.current) setIsApproving(false);
    }
    if (isMounted.current) await submit(amount);
  }

  async function submit(amount: string) {
    setError(null);
    setTxHash(null);
    setIsWatching(false);
    sawLocked.current = false;
    setPhase("pending");
    const copy = stakeToasts(kind);
    const toast = await toaster();
    const id = toast.loading(copy.loading);
    try {
      // Fresh numbers before signing: a withdrawal signature moves available to locked at once.
      const before = await queryClient.fetchQuery({ ...balancesQueryOptions, staleTime: 0 });
      baseline.current = before.stake.available;
      const signed = await requestStakeSignature(kind, amount);
      await sendStakeTransaction(kind, chainId, account, signed, (hash) => {
        if (isMounted.current) setTxHash(hash);
      });
      toast.success(copy.success, { id, duration: SUCCESS_TOAST_MS });
      void onChainChanged();
      // Wait 2 s for the indexer to see the block, refresh, then poll every 7 s
      // (docs/product/staking.md#deposit-and-withdraw-flow).
      later(() => {
        void refreshBalances().then(() => {
          if (isMounted.current) setIsWatching(true);
        });
      }, DELAY_AFTER_SUCCESS_MS);
    } catch (err) {
      void failToast(id, err, copy.failed);
      if (!isMounted.current) return;
      setIsWatching(false);
      setPhase("input");
      setError(stakeErrorMessage(err));
      // A refused withdrawal may still have moved the server's numbers (signature issued).
      void refreshBalances();
    }
  }

  /** Back to the form for another transaction (after success). */
  function reset() {
    setPhase("input");
    setTxHash(null);
    setError(null);
    setIsWatching(false);
  }

  return { phase, txHash, error, isApproving, approveThenDeposit, submit, reset };
}
