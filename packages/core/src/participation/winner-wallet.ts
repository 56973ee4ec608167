import { rewardChainKind } from "../chains";

// Wallet collection: a winner (participant status Selected) submits, or confirms, the wallet their reward goes to,
// until the organizer's optional deadline on the reward. The wallet is the participant's wallet_address (the one
// entered with, docs/product/missions.md#winner-wallets), so the winners export carries whatever the winner last saved.
// zod-free: the lazy reminder modal and the page read these rules too.

/** Rewards the organizer delivers to a wallet; NFT mints and token claims go to the wallet that mints or claims. */
export const WALLET_COLLECTION_KINDS = ["allowlist", "raffle"] as const;

/** How long before its deadline a pending wallet is announced by the reminder modal. */
export const WALLET_REMINDER_LEAD_DAYS = 30;

export const WINNER_WALLET_MESSAGES = {
  required: "Enter the wallet address to receive the reward.",
  notWinner: "Only winners of this mission can submit a wallet for its reward.",
  notCollected: "This reward is minted or claimed from the mission page; there is no wallet to submit.",
  closed: "Wallet collection for this reward has ended. The wallet below is the one the organizer received.",
  saved: "Your wallet has been saved.",
  deadlineAfterEnd: "The wallet deadline must be after the mission's end date.",
} as const;

export type WalletCollectionKind = (typeof WALLET_COLLECTION_KINDS)[number];

export function isWalletCollected(kind: string): kind is WalletCollectionKind {
  return (WALLET_COLLECTION_KINDS as readonly string[]).includes(kind);
}

/** "submitted": the winner saved it on /enter-wallet; "to_confirm": only the entry's wallet; "missing": none. */
export type WinnerWalletState = "submitted" | "to_confirm" | "missing";

export type WinnerWalletView = {
  mission: { id: string; slug: string; title: string; status: string };
  reward: {
    id: string;
    title: string;
    kind: WalletCollectionKind;
    blockchain_chain_id: number;
    /** Bitcoin Ordinals, Solana, or the EVM chain's name. */
    chain_label: string;
    wallet_kind: "evm" | "solana" | "bitcoin_ordinals";
  };
  submitted_wallet: string | null;
  wallet_state: WinnerWalletState;
  wallet_confirmed_at: string | null;
  /** The organizer's collection deadline (ISO instant), or null for none. */
  wallet_deadline: string | null;
  /** False once the deadline has passed: the wallet is then read-only. */
  is_open: boolean;
  selected_at: string | null;
};

export function winnerWalletState(wallet: string | null, confirmedAt: Date | string | null): WinnerWalletState {
  if (!wallet) return "missing";
  return confirmedAt ? "submitted" : "to_confirm";
}

/** Collection is open until the deadline itself (a submission at the deadline's instant is late). */
export function isWalletCollectionOpen(deadline: Date | string | null, now: Date): boolean {
  if (deadline === null) return true;
  return now.getTime() < new Date(deadline).getTime();
}

export function rewardWalletKind(chainId: number): WinnerWalletView["reward"]["wallet_kind"] {
  return rewardChainKind(chainId);
}

/** The placeholder of the wallet field, by the reward's chain. */
export function walletPlaceholder(chainId: number): string {
  switch (rewardChainKind(chainId)) {
    case "solana":
      return "Solana address (base58)";
    case "bitcoin_ordinals":
      return "bc1…";
    default:
      return "0x…";
  }
}

export type WalletReminder = { deadline: string; items: WinnerWalletView[] };

/**
 * The reminder to show now: the nearest deadline, within the lead time, of rewards whose wallet is missing or
 * still to confirm; null when nothing is pending.
 */
export function dueWalletReminder(
  items: readonly WinnerWalletView[],
  now: Date,
  leadDays = WALLET_REMINDER_LEAD_DAYS,
): WalletReminder | null {
  const horizon = now.getTime() + leadDays * 86_400_000;
  const pending = items.filter((i) => {
    if (!i.wallet_deadline || i.wallet_state === "submitted") return false;
    const at = new Date(i.wallet_deadline).getTime();
    return at > now.getTime() && at <= horizon;
  });
  if (pending.length === 0) return null;
  const nearest = Math.min(...pending.map((i) => new Date(i.wallet_deadline!).getTime()));
  return {
    deadline: new Date(nearest).toISOString(),
    items: pending.filter((i) => new Date(i.wallet_deadline!).getTime() === nearest),
  };
}

/** The browser's "already reminded" flag: one per deadline, so a new deadline reminds again. */
export function walletReminderKey(deadline: string): string {
  return `questhq:wallet-reminder:${new Date(deadline).toISOString()}`;
}
