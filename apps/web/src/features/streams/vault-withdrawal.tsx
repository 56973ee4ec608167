import { hqSagaVaultAbi } from "@questhq/contracts/generated/HQSagaVault";
import {
  ERROR_TOAST_MS,
  MINT_MESSAGES,
  sagaStreamState,
  SUCCESS_TOAST_MS,
  VAULT_POLL_DELAYS_MS,
  VAULT_WITHDRAW_CONFIRM_WORD,
  VAULT_WITHDRAWN_STREAM_STATUS,
  vaultTradeoff,
  type SagaStreamView,
} from "@questhq/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { Address, Hex } from "viem";

import { simulateContract, waitForTransactionReceipt, writeContract } from "wagmi/actions";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { TextField } from "@/components/ui/text-field";
import { useConfig } from "@/features/config/index";
import { formatHq } from "@/features/staking/index";
import { ChainFlowError, contractErrorMessage, isUserRejection } from "@/features/wallet/index";
import { ChainWalletGate } from "@/features/wallet/index";
import { apiData } from "@/lib/api";
import { toaster } from "@/lib/toast";
import { wagmiConfig } from "@/lib/wagmi";
import { afterStreamTransaction } from "./chain-stream";
import { streamsQuery } from "./streams-api";
import { useNowSeconds } from "./use-now-seconds";

type VaultSignature = {
  signature: Hex;
  validUntilBlock: number;
  streamId: string;
  contract: Address;
  chain_id: number;
};

/** The vault withdrawal's body (docs/product/streams.md#vault-withdrawal), in its own modal, on the staking chain. */
export function VaultWithdrawal({ stream, onClose }: { stream: SagaStreamView; onClose: () => void }) {
  const [isDone, setIsDone] = useState(false);
  const onDone = () => setIsDone(true);
  if (isDone) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm text-success">
          Your vault is on its way to your wallet, and the stream has stopped. What had streamed stays claimable.
        </p>
        <Button className="w-full" onClick={onClose}>
          Done
        </Button>
      </div>
    );
  }
  return <VaultWalletShell stream={stream} onDone={onDone} />;
}

function VaultWalletShell({ stream, onDone }: { stream: SagaStreamView; onDone: () => void }) {
  return (
    <ChainWalletGate chainId={stream.chain_id} purpose="Withdrawing the vault">
      {(account) => <VaultForm stream={stream} account={account} onDone={onDone} />}
    </ChainWalletGate>
  );
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The vault withdrawal: what withdrawing costs (the locked remainder, to the bonus pool), the word NGMI typed
 * exactly, then the server's VaultClaim signature, claimVault, and polls of the stream's status after 1, 3, 5 and
 * 10 s until it reads Pending_Cancelled (docs/product/streams.md#vault-withdrawal).
 */
function VaultForm({ stream, account, onDone }: { stream: SagaStreamView; account: Address; onDone: () => void }) {
  const id = useId();
  const config = useConfig();
  const queryClient = useQueryClient();
  const now = useNowSeconds();
  const [word, setWord] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const [phase, setPhase] = useState<"input" | "confirming">("input");
  const [error, setError] = useState<string | null>(null);
  const trade = vaultTradeoff(sagaStreamState(stream), BigInt(stream.vaultAmount), now);
  const vaultContract = config.data?.staking?.contracts.HQSagaVault;
  const isWord = word === VAULT_WITHDRAW_CONFIRM_WORD;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isWord || !vaultContract) return;
    setError(null);
    setIsBusy(true);
    const toast = await toaster();
    const toastId = toast.loading("Withdrawing $HQ Vault");
    try {
      const signed = await apiData<VaultSignature>("/api/v1/seasons/vaultsignature/");
      const { request } = await simulateContract(wagmiConfig, {
        chainId: signed.chain_id,
        account,
        address: signed.contract,
        abi: hqSagaVaultAbi,
        functionName: "claimVault",
        args: [BigInt(signed.streamId), BigInt(signed.validUntilBlock), signed.signature],
      });
      const hash = await writeContract(wagmiConfig, request);
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId: signed.chain_id, hash });
      if (receipt.status !== "success") throw new ChainFlowError("The vault withdrawal failed on chain.");
      setPhase("confirming");
      // The chain already shows the stream cancelled and the refund; the screens use that until it is confirmed.
      await afterStreamTransaction(queryClient, stream, { vaultClaimed: true });
      // The indexer sees the claim as pending first; poll until the stream's status says so.
      for (const delay of VAULT_POLL_DELAYS_MS) {
        await wait(delay);
        const fresh = await queryClient.fetchQuery({ ...streamsQuery, staleTime: 0 });
        const status = fresh.streams.find((s) => s.stream_id === stream.stream_id)?.status;
        if (status === VAULT_WITHDRAWN_STREAM_STATUS || status === "Cancelled") break;
      }
      toast.success(MINT_MESSAGES.vaultWithdrawn, { id: toastId, duration: SUCCESS_TOAST_MS });
      onDone();
    } catch (err) {
      if (isUserRejection(err)) toast.dismiss(toastId);
      else toast.error(MINT_MESSAGES.errorVault, { id: toastId, duration: ERROR_TOAST_MS });
      setError(contractErrorMessage(err));
      setPhase("input");
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted">
        Withdrawing the vault ends your stream now. Whatever is still locked in it goes to the bonus pool for good; what
        has already streamed stays yours.
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg border border-line bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">You receive from the vault</dt>
          <dd className="font-medium text-ink">{formatHq(BigInt(stream.vaultAmount))} $HQ</dd>
        </div>
        <div className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2">
          <dt className="text-xs text-muted">Goes to the bonus pool</dt>
          <dd className="font-medium text-danger">{formatHq(trade.forfeited)} $HQ</dd>
        </div>
      </dl>
      <TextField
        id={`${id}-word`}
        label={`Type ${VAULT_WITHDRAW_CONFIRM_WORD} to confirm`}
        autoComplete="off"
        spellCheck={false}
        value={word}
        // The word is compared uppercased, exactly (docs/product/streams.md#vault-withdrawal).
        onChange={(e) => setWord(e.target.value.toUpperCase())}
      />
      <Button type="submit" variant="danger" className="w-full" isLoading={isBusy} disabled={!isWord || !vaultContract}>
        {phase === "confirming" ? "Confirming…" : "Withdraw vault"}
      </Button>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </form>
  );
}
