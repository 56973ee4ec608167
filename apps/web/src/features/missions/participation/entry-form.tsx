import {
  INVALID_BITCOIN_ORDINALS_WALLET_MESSAGE,
  INVALID_ETHEREUM_WALLET_MESSAGE,
  INVALID_SOLANA_WALLET_MESSAGE,
  OBJECTIVES_INCOMPLETE_MESSAGE,
  countOf,
  entryCost,
  formatNumber,
  isEvmAddress,
  normaliseEntryCount,
  rewardChainKind,
  validateEntryWallet,
  type EntryButtonState,
  type ParticipantView,
} from "@questhq/core";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useMe } from "@/features/users/index";
import { ApiError } from "@/lib/api";
import { notify } from "@/lib/toast";
import { chainName } from "@/features/mission-shared";
import { InlineMessage } from "./action-parts";
import { BuyTicketsModal } from "./buy-tickets-modal";
import { EntryCountField } from "./entry-count-field";
import { InsufficientBalanceModal, type Shortfall } from "./insufficient-balance";
import { insufficientFields } from "./participation-api";
import { needsSpendConfirmation, SpendConfirmationModal } from "./spend-confirmation";
import { useEnterMission } from "./use-enter-mission";

const linkClass = "font-medium text-brand underline-offset-2 hover:underline";

/**
 * Where the extra free entries come from: "Includes 3 extra free entries: 2 from your membership and 1 from your
 * staked $HQ." Each source links to where it is explained, so the count is never a mystery.
 */
function ExtraFreeEntries({ tier, staking }: { tier: number; staking: number }) {
  if (tier + staking === 0) return null;
  const isBoth = tier > 0 && staking > 0;
  return (
    <p className="text-xs text-muted" data-testid="extra-free-entries">
      Includes {countOf(tier + staking, "extra free entry", "extra free entries")}
      {isBoth ? ": " : " "}
      {tier > 0 ? (
        <>
          {isBoth ? `${formatNumber(tier)} ` : ""}from your{" "}
          <Link to="/membership" className={linkClass}>
            membership
          </Link>
        </>
      ) : null}
      {isBoth ? " and " : null}
      {staking > 0 ? (
        <>
          {isBoth ? `${formatNumber(staking)} ` : ""}from your{" "}
          <a href="/docs/staking#extra-free-raffle-entries" className={linkClass}>
            staked $HQ
          </a>
        </>
      ) : null}
      .
    </p>
  );
}

const WALLET_MESSAGES: readonly string[] = [
  INVALID_ETHEREUM_WALLET_MESSAGE,
  INVALID_SOLANA_WALLET_MESSAGE,
  INVALID_BITCOIN_ORDINALS_WALLET_MESSAGE,
];

type Props = {
  missionId: string;
  /** The reward's chain decides which wallet is valid (docs/product/missions.md#entry-wallet). */
  chainId: number;
  participant: ParticipantView;
  /** The entry button for a given cost (docs/product/missions.md#entry-button), decided by the entry section. */
  buttonFor(cost: number): EntryButtonState;
};

/** The allowlist entry form: wallet, entry count (multi-entry), and the entry button with its spend checks. */
export function EntryForm({ missionId, chainId, participant, buttonFor }: Props) {
  const walletId = useId();
  const walletRef = useRef<HTMLInputElement>(null);
  const me = useMe();
  const enter = useEnterMission(missionId);
  const free = participant.free_entries;
  const available = participant.available_tokens;
  const isEvm = rewardChainKind(chainId) === "evm";
  const primary = me.data?.wallets.find((w) => w.isPrimary) ?? me.data?.wallets[0];
  const prefill = isEvm && primary && isEvmAddress(primary.address) ? primary.address : "";

  const [typedWallet, setTypedWallet] = useState<string | null>(null);
  const wallet = typedWallet ?? participant.submitted_wallet ?? prefill;
  const [walletError, setWalletError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [count, setCount] = useState(() => String(normaliseEntryCount("", free)));
  const [spend, setSpend] = useState<{ cost: number; available: number; entries: number } | null>(null);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const [isTicketsOpen, setIsTicketsOpen] = useState(false);

  const quantity = participant.is_multi_entry_enabled
    ? normaliseEntryCount(count, free)
    : normaliseEntryCount("", free);
  const cost = entryCost(quantity, free);
  const button = buttonFor(cost);

  function submit(input: { wallet_address: string; quantity: number }) {
    setFormError(null);
    enter.mutate(input, {
      onError: (error) => {
        const short = insufficientFields(error, { cost, balance: available });
        if (short) return setShortfall(short);
        if (error instanceof ApiError && error.status === 400) {
          const walletMessage =
            error.fields?.wallet_address?.[0] ?? (WALLET_MESSAGES.includes(error.message) ? error.message : undefined);
          if (walletMessage && walletMessage !== OBJECTIVES_INCOMPLETE_MESSAGE) {
            setWalletError(walletMessage);
            walletRef.current?.focus();
          } else setFormError(error.fields?.quantity?.[0] ?? error.message);
          return;
        }
        // Refusals (mission ended or paused meanwhile, no reward) read best beside the button.
        if (error instanceof ApiError && error.status === 409) return setFormError(error.message);
        notify.error(error);
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (button.kind !== "enter" || enter.isPending) return;
    const address = wallet.trim();
    const check = validateEntryWallet(chainId, address);
    if (!check.isValid) {
      setWalletError(check.message);
      walletRef.current?.focus();
      return;
    }
    setWalletError(null);
    if (cost > available) return setShortfall({ cost, balance: available, need: cost - available });
    if (needsSpendConfirmation(cost, available)) return setSpend({ cost, available, entries: quantity });
    submit({ wallet_address: address, quantity });
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label="Mission entry" className="space-y-4">
        <TextField
          ref={walletRef}
          id={walletId}
          label="Wallet address"
          hint={`Your ${chainName(chainId)} address to receive the reward.`}
          placeholder={isEvm ? "0x…" : rewardChainKind(chainId) === "solana" ? "Solana address" : "bc1…"}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          value={wallet}
          error={walletError ?? undefined}
          onChange={(e) => {
            setTypedWallet(e.target.value);
            if (walletError) setWalletError(null);
          }}
          onBlur={() => {
            const check = wallet.trim() ? validateEntryWallet(chainId, wallet.trim()) : null;
            setWalletError(check && !check.isValid ? check.message : null);
          }}
        />
        {participant.is_multi_entry_enabled ? (
          <EntryCountField
            value={count}
            onChange={setCount}
            freeEntries={free}
            cost={cost}
            available={available}
            onBuyTickets={() => setIsTicketsOpen(true)}
          />
        ) : null}
        <ExtraFreeEntries tier={participant.tier_free_entries} staking={participant.staking_free_entries} />
        {formError ? <InlineMessage message={formError} /> : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={button.kind !== "enter"}
          isLoading={enter.isPending}
        >
          {button.label}
        </Button>
      </form>
      <SpendConfirmationModal
        spend={spend}
        onOpenChange={(open) => !open && setSpend(null)}
        onConfirm={() => {
          setSpend(null);
          submit({ wallet_address: wallet.trim(), quantity });
        }}
      />
      <InsufficientBalanceModal shortfall={shortfall} onOpenChange={(open) => !open && setShortfall(null)} />
      <BuyTicketsModal open={isTicketsOpen} onOpenChange={setIsTicketsOpen} />
    </>
  );
}
