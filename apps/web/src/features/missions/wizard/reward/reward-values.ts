import {
  BITCOIN_ORDINALS_CHAIN_ID,
  rewardChainKind,
  rewardFormSchema,
  SOLANA_CHAIN_ID,
  WINNERS_MIN_MESSAGE,
  type MissionView,
  type RewardKind,
  type RewardView,
} from "@questhq/core";
import { firstIssueMessages, type MessageMap } from "../form-resolver";

export type RewardValues = {
  kind: string;
  title: string;
  about: string;
  blockchain_chain_id: string;
  selection_process: string;
  number_of_winners: string;
  /** "TBD": the number of winners is sent as "" (spec §3: shown as TBD when absent). */
  is_tbd: boolean;
  winner_next_steps: string;
  /** nft_mint and token rewards: the mint or vesting contract on the reward's chain. */
  contract_address: string;
  /** token rewards: base units each winner may claim. */
  token_allocation: string;
};

export const REWARD_FIELDS = ["kind", "title", "about", "blockchain_chain_id", "selection_process", "number_of_winners", "winner_next_steps", "contract_address", "token_allocation"] as const;

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

/** §3 Reward: -2 Bitcoin Ordinals, -1 Solana, anything else an Ethereum-type chain. */
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
  };
}

/** Live validation with core's reward schema. */
export function checkReward(missionId: string, v: RewardValues): MessageMap {
  const parsed = rewardFormSchema.safeParse(rewardPayload(missionId, v));
  const messages = parsed.success ? {} : firstIssueMessages(parsed.error.issues);
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
