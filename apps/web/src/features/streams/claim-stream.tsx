import { hqStreamsAbi } from "@questhq/contracts/generated/HQStreams";
import { ERROR_TOAST_MS, MINT_MESSAGES, sagaStreamAt, SUCCESS_TOAST_MS, type SagaStreamView } from "@questhq/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Address } from "viem";

import { simulateContract, waitForTransactionReceipt, writeContract } from "wagmi/actions";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { formatHq, HQ_SMALLEST_SHOWN } from "@/features/staking/index";
import { ChainFlowError, contractErrorMessage, isUserRejection } from "@/features/wallet/index";
import { ChainWalletGate } from "@/features/wallet/index";
import { toaster } from "@/lib/toast";
import { wagmiConfig } from "@/lib/wagmi";
import { afterStreamTransaction } from "./chain-stream";
import { useNowSeconds } from "./use-now-seconds";

type Props = { stream: SagaStreamView; onWithdrawVault: () => void };

/**
 * Claim the stream (withdrawMax) or open the vault withdrawal, from the stream's recipient on the staking chain. The
 * figures around it tick every second; the gate's WalletProvider keeps those re-renders from reconnecting the wallet.
 */
export function ClaimStream({ stream, onWithdrawVault }: Props) {
  return (
    <ChainWalletGate chainId={stream.chain_id} purpose="Claiming">
      {(account) => <ClaimButtons stream={stream} account={account} onWithdrawVault={onWithdrawVault} />}
    </ChainWalletGate>
  );
}

function ClaimButtons({ stream, account, onWithdrawVault }: Props & { account: Address }) {
  const queryClient = useQueryClient();
  const now = useNowSeconds();
  const [isClaiming, setIsClaiming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = sagaStreamAt(stream, now);
  const claimable = BigInt(live.claimableStream);
  // A stream keeps accruing by the second, so right after a claim a few base units are claimable again: offering
  // "Claim 0.00 $HQ" would spend gas on nothing visible. The button waits until there is a cent to show.
  const canClaim = claimable >= HQ_SMALLEST_SHOWN;

  async function claim() {
    setError(null);
    setIsClaiming(true);
    const toast = await toaster();
    const id = toast.loading(MINT_MESSAGES.claimingHq);
    try {
      const { request } = await simulateContract(wagmiConfig, {
        chainId: stream.chain_id,
        account,
        address: stream.contract,
        abi: hqStreamsAbi,
        functionName: "withdrawMax",
        args: [BigInt(stream.stream_id), account],
      });
      const hash = await writeContract(wagmiConfig, request);
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId: stream.chain_id, hash });
      if (receipt.status !== "success") throw new ChainFlowError("The claim failed on chain.");
      toast.success(MINT_MESSAGES.hqClaimed, { id, duration: SUCCESS_TOAST_MS });
      await afterStreamTransaction(queryClient, stream);
    } catch (err) {
      if (isUserRejection(err)) toast.dismiss(id);
      else toast.error(MINT_MESSAGES.hqClaimFailed, { id, duration: ERROR_TOAST_MS });
      setError(contractErrorMessage(err));
    } finally {
      setIsClaiming(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button isLoading={isClaiming} disabled={!canClaim} onClick={() => void claim()}>
          Claim {formatHq(claimable)} $HQ
        </Button>
        {live.claimableVault !== "0" ? (
          <Button variant="secondary" onClick={onWithdrawVault}>
            Withdraw vault
          </Button>
        ) : null}
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </div>
  );
}
