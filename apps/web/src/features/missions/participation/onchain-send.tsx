import { getChainById, type ObjectiveView } from "@questhq/core";
import { Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { Address, Hash } from "viem";

import { sendTransaction, simulateContract, waitForTransactionReceipt, writeContract } from "wagmi/actions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ChainWalletGate } from "@/features/wallet/index";
import { ChainFlowError, contractErrorMessage } from "@/features/wallet/index";
import { wagmiConfig } from "@/lib/wagmi";
import { parseArgument, parseValue, planOnchain, type ContractCall, type NativeSend } from "./onchain-call";
import { ErrorMessage } from "@/components/ui/error-message";

type Props = { objective: ObjectiveView; disabled: boolean; onSent: (hash: Hash) => void };

/**
 * On-chain objective (docs/product/objectives.md#on-chain-objectives), done without leaving the page: the wallet gate
 * (Connect Wallet, then a switch to the objective's chain that adds it when the wallet does not know it), then the call
 * or the send, and the receipt's hash handed back for verification. Its own chunk: wagmi and viem load only when an
 * on-chain objective is opened.
 */
export function OnchainSend({ objective, disabled, onSent }: Props) {
  const plan = planOnchain(objective);
  if (plan.kind === "none") return null;
  return (
    <ChainWalletGate chainId={plan.chainId} purpose="This objective">
      {(account) => <SendForm plan={plan} account={account} disabled={disabled} onSent={onSent} />}
    </ChainWalletGate>
  );
}

function SendForm({
  plan,
  account,
  disabled,
  onSent,
}: { plan: ContractCall | NativeSend; account: Address } & Pick<Props, "disabled" | "onSent">) {
  const id = useId();
  const [args, setArgs] = useState<string[]>(() => (plan.kind === "call" ? plan.inputs.map(() => "") : []));
  const [value, setValue] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chainName = getChainById(plan.chainId)?.name ?? `chain ${plan.chainId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setIsSending(true);
    try {
      let hash: Hash;
      if (plan.kind === "send") {
        hash = await sendTransaction(wagmiConfig, { chainId: plan.chainId, account, to: plan.to, value: plan.value });
      } else {
        const parsed = plan.inputs.map((param, i) => parseArgument(param, args[i] ?? ""));
        // Simulating first turns a call that would revert into a readable reason before the wallet opens.
        const { request } = await simulateContract(wagmiConfig, {
          chainId: plan.chainId,
          account,
          address: plan.to,
          abi: [plan.fn],
          functionName: plan.fn.name,
          args: parsed,
          ...(plan.payable ? { value: parseValue(value) } : {}),
        } as Parameters<typeof simulateContract>[1]);
        hash = await writeContract(wagmiConfig, request as Parameters<typeof writeContract>[1]);
      }
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId: plan.chainId, hash });
      if (receipt.status !== "success") throw new ChainFlowError("The transaction failed on chain.");
      onSent(hash);
    } catch (err) {
      setError(
        err instanceof Error && !(err as { shortMessage?: string }).shortMessage && /^[^:]+: /.test(err.message)
          ? err.message
          : contractErrorMessage(err),
      );
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-xl border border-line bg-surface-2 p-3">
      {plan.kind === "send" ? (
        <p className="text-sm text-ink">
          Send <strong>{plan.label}</strong> to{" "}
          <span className="font-mono">{`${plan.to.slice(0, 6)}…${plan.to.slice(-4)}`}</span> on {chainName}.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink">
            Call <span className="font-mono">{plan.fn.name}</span> on {chainName} from your wallet.
          </p>
          {plan.inputs.map((param, i) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: ABI parameters are positional, names can repeat
              key={`${param.name}-${i}`}
              id={`${id}-${i}`}
              label={`${param.name || `Argument ${i + 1}`} (${param.type})`}
              value={args[i] ?? ""}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setArgs((current) => current.map((a, j) => (j === i ? e.target.value : a)))}
            />
          ))}
          {plan.payable ? (
            <TextField
              id={`${id}-value`}
              label={`Value (${getChainById(plan.chainId)?.nativeCurrency ?? "ETH"})`}
              placeholder="0.001"
              inputMode="decimal"
              value={value}
              hint="What the function is paid, if it asks for a payment."
              onChange={(e) => setValue(e.target.value)}
            />
          ) : null}
        </>
      )}
      <Button type="submit" className="w-full" isLoading={isSending} disabled={disabled}>
        <Send className="size-4" aria-hidden />
        {plan.kind === "send" ? "Send from wallet" : "Send transaction"}
      </Button>
      {isSending ? (
        <p role="status" className="text-xs text-muted">
          Confirm in your wallet, then wait for the block…
        </p>
      ) : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </form>
  );
}
