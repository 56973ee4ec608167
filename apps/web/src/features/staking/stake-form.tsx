import { STAKING_MESSAGES } from "@questhq/core";
import { BuyHqLink } from "@/features/bridge/index";
import { useId, useState, type FormEvent } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { FieldMessages, inputClass } from "@/components/ui/text-field";
import { checkAmount, formatHq, unitsToInput, type StakeKind } from "./stake-amount";
import { ErrorMessage } from "@/components/ui/error-message";

type Props = {
  kind: StakeKind;
  /** The most that can be sent: the wallet's $HQ (deposit) or the available deposit (withdraw). */
  max: bigint;
  /** Deposit only: what the staking contract may already spend. */
  allowance?: bigint;
  error: string | null;
  isApproving: boolean;
  onApprove: (amount: string) => void;
  onSubmit: (amount: string) => void;
  onClose: () => void;
};

/**
 * The amount step (docs/product/staking.md#amount-rules): validated as typed, with Max, and Approve Tokens before a
 * first deposit.
 */
export function StakeForm({ kind, max, allowance, error, isApproving, onApprove, onSubmit, onClose }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [isTouched, setIsTouched] = useState(false);
  const check = checkAmount(text, kind, max);
  const needsApproval = kind === "deposit" && check.ok && (allowance ?? 0n) < check.units;

  if (max === 0n) {
    return kind === "deposit" ? (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
          {STAKING_MESSAGES.noStakableTokens}
        </p>
        <BuyHqLink onClick={onClose} className={buttonClass("primary", "md", "w-full")}>
          Get $HQ
        </BuyHqLink>
      </div>
    ) : (
      <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
        You have no available $HQ to withdraw.
      </p>
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (!check.ok || isApproving) return;
    if (needsApproval) onApprove(check.amount);
    else onSubmit(check.amount);
  }

  // Only complain once the user has typed something (or tried to submit).
  const fieldError = !check.ok && (isTouched || text !== "") ? check.error : undefined;
  const label = kind === "deposit" ? "Wallet balance" : "Available to withdraw";
  const describedBy = fieldError ? `${id}-error` : needsApproval ? `${id}-hint` : undefined;

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="flex items-center justify-between rounded-xl bg-surface-2 px-4 py-3">
        <span className="text-sm text-muted">{label}</span>
        <span className="font-mono text-lg font-semibold">{formatHq(max)} $HQ</span>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Amount ($HQ)
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name="amount"
            // text + decimal keyboard: type=number would accept "1e3" and drop trailing dots while typing.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={text}
            onChange={(e) => setText(e.target.value.replace(",", "."))}
            onBlur={() => setIsTouched(true)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
          <Button
            variant="secondary"
            onClick={() => setText(unitsToInput(max))}
            aria-label={`Use the full ${label.toLowerCase()}`}
          >
            Max
          </Button>
        </div>
        <FieldMessages
          id={id}
          error={fieldError}
          hint={
            needsApproval
              ? "Your wallet first approves the staking contract to spend $HQ (once), then sends the deposit."
              : undefined
          }
        />
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <Button type="submit" className="w-full" disabled={!check.ok} isLoading={isApproving}>
        {needsApproval ? "Approve Tokens" : kind === "deposit" ? "Deposit" : "Withdraw"}
      </Button>
    </form>
  );
}
