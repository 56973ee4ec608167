import {
  BITCOIN_ORDINALS_CHAIN_ID,
  rewardChainKind,
  rewardDeleteRefusal,
  rewardFormSchema,
  SOLANA_CHAIN_ID,
  WINNER_WALLET_MESSAGES,
  WINNERS_MIN_MESSAGE,
  type MissionView,
  type RewardKind,
  type RewardView,
} from "@questhq/core";
import { fromLocalInput, toLocalInput } from "../details/details-values";
import { firstIssueMessages, type MessageMap } from "../form-resolver";

export type RewardValues = {
  kind: string;
  title: string;
  about: string;
  blockchain_chain_id: string;
  selection_process: string;
  number_of_winners: string;
  /** "TBD": the number of winners is sent as "" (shown as TBD when absent: docs/product/rewards.md#reward-fields). */
  is_tbd: boolean;
  winner_next_steps: string;
  /** nft_mint and token rewards: the mint or vesting contract on the reward's chain. */
  contract_address: string;
  /** token rewards: base units each winner may claim. */
  token_allocation: string;
  /** Optional: winners submit their wallet until then (datetime-local, the organizer's time zone); "" for none. */
  wallet_deadline: string;
};

export const REWARD_FIELDS = [
  "kind",
  "title",
  "about",
  "blockchain_chain_id",
  "selection_process",
  "number_of_winners",
  "winner_next_steps",
  "contract_address",
  "token_allocation",
  "wallet_deadline",
] as const;

/**
 * "Delete reward" on the reward step: absent without a saved reward, disabled with the server's reason after
 * publishing.
 */
export type RewardDeletion = { kind: "none" } | { kind: "refused"; reason: string } | { kind: "allowed" };

export function rewardDeletion(
  mission: Pick<MissionView, "status">,
  reward: Pick<RewardView, "id"> | null,
): RewardDeletion {
  if (!reward) return { kind: "none" };
  const reason = rewardDeleteRefusal(mission.status);
  return reason ? { kind: "refused", reason } : { kind: "allowed" };
}

/** The confirmation's plain words: what goes, and what the mission then needs before it can be published. */
export function deleteRewardDescription(reward: Pick<RewardView, "title" | "contract_address">): string {
  const contract = reward.contract_address
    ? " The contract on chain stays, but this mission stops pointing at it."
    : "";
  return (
    `“${reward.title}” will be removed from this mission with its description, asset, winner next steps and wallet ` +
    `deadline.${contract} A mission can't be published without a reward, so add a new one before publishing.`
  );
}

/** Reward kinds delivered through a contract of ours (mint permit or vesting claim). */
export const hasRewardContract = (kind: string) => kind === "nft_mint" || kind === "token";

export const REWARD_KIND_LABELS: Record<RewardKind, string> = {
  allowlist: "Allowlist spot",
  raffle: "Raffle prize",
  nft_mint: "NFT mint",
  token: "Tokens",
};

export const NON_EVM_REWARD_CHAINS = [
  { id: BITCOIN_ORDINALS_CHAIN_ID, name: "Bitcoin Ordinals" },
  { id: SOLANA_CHAIN_ID, name: "Solana" },
] as const;

/** -2 Bitcoin Ordinals, -1 Solana, anything else an Ethereum-type chain (docs/product/rewards.md#reward-fields). */
export function walletHint(chainId: number): string {
  switch (rewardChainKind(chainId)) {
    case "bitcoin_ordinals":
      return "Winners will submit a Bitcoin Ordinals wallet address (bc1…).";
    case "solana":
      return "Winners will submit a Solana wallet address.";
    default:
      return "Winners will submit an Ethereum-type wallet address (0x…).";
  }
}

export function newRewardValues(mission: MissionView): RewardValues {
  return {
    kind: "raffle",
    title: "",
    about: "",
    blockchain_chain_id: String(mission.blockchain),
    selection_process: "raffle",
    number_of_winners: "",
    is_tbd: false,
    winner_next_steps: "",
    contract_address: "",
    token_allocation: "",
    wallet_deadline: "",
  };
}

export function rewardValues(reward: RewardView): RewardValues {
  return {
    kind: reward.kind,
    title: reward.title,
    about: reward.about,
    blockchain_chain_id: String(reward.blockchain_chain_id),
    selection_process: reward.selection_process,
    number_of_winners: reward.number_of_winners == null ? "" : String(reward.number_of_winners),
    is_tbd: reward.number_of_winners == null,
    winner_next_steps: reward.winner_next_steps,
    contract_address: reward.contract_address ?? "",
    token_allocation: reward.token_allocation ?? "",
    wallet_deadline: toLocalInput(reward.wallet_deadline),
  };
}

/** The fields as the API takes them; TBD sends an empty number of winners. */
export function rewardPayload(missionId: string, v: RewardValues): Record<string, string> {
  return {
    mission: missionId,
    kind: v.kind,
    title: v.title.trim(),
    about: v.about,
    blockchain_chain_id: v.blockchain_chain_id,
    selection_process: v.selection_process,
    number_of_winners: v.is_tbd ? "" : v.number_of_winners.trim(),
    winner_next_steps: v.winner_next_steps,
    // Other kinds have no contract: blanks clear what a previous kind had.
    contract_address: hasRewardContract(v.kind) ? v.contract_address.trim() : "",
    token_allocation: v.kind === "token" ? v.token_allocation.trim() : "",
    wallet_deadline: deadlineInstant(v.wallet_deadline),
  };
}

/** The local datetime as an ISO instant; unreadable text is passed on for core's schema to name the problem. */
function deadlineInstant(local: string): string {
  if (local.trim() === "") return "";
  return Number.isNaN(new Date(local).getTime()) ? local : fromLocalInput(local);
}

/** Live validation with core's reward schema, plus the server's "after the mission's end" rule. */
export function checkReward(missionId: string, v: RewardValues, missionEndsAt?: string | null): MessageMap {
  const payload = rewardPayload(missionId, v);
  const parsed = rewardFormSchema.safeParse(payload);
  const messages = parsed.success ? {} : firstIssueMessages(parsed.error.issues);
  if (
    !messages.wallet_deadline &&
    payload.wallet_deadline &&
    missionEndsAt &&
    Date.parse(payload.wallet_deadline) <= Date.parse(missionEndsAt)
  ) {
    messages.wallet_deadline = WINNER_WALLET_MESSAGES.deadlineAfterEnd;
  }
  // Core reads an empty number as TBD; here TBD is its own checkbox, so empty means "not yet".
  if (!v.is_tbd && v.number_of_winners.trim() === "") messages.number_of_winners ??= WINNERS_MIN_MESSAGE;
  delete messages.mission;
  return messages;
}

export function rewardFormData(missionId: string, v: RewardValues, asset: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(rewardPayload(missionId, v))) body.set(key, value);
  if (asset) body.set("reward_asset", asset);
  return body;
}
