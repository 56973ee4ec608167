import type { SocialProvider } from "../missions/objectives/account-registry";
import type { UserStatus } from "./status";

// Response shapes of the participation API (snake_case like the rest of the mission API).

export type ObjectiveProgressView = {
  objective: string;
  status: "completed" | "pending" | "skipped" | "visiting" | "failed";
  is_self_attested: boolean;
  credits_awarded: number;
  /** Pending: when the background job checks again. Visiting: when the dwell time is over. */
  next_attempt_at: string | null;
  message: string | null;
  /** Waiting for a provider's rate limit: the place in line (1 = next); null otherwise. */
  queue_position: number | null;
  completed_at: string | null;
};

export type ParticipantView = {
  mission: string;
  status: UserStatus;
  label: string;
  is_not_from_mission: boolean;
  /** Completed and skipped objective ids (completed_objectives, docs/product/objectives.md#completing-objectives). */
  completed_objectives: string[];
  objectives: ObjectiveProgressView[];
  entry_count: number;
  paid_entries: number;
  submitted_wallet: string | null;
  free_entries: number;
  /** The part of free_entries the user's membership tier adds (0 on Free). */
  tier_free_entries: number;
  /** The part of free_entries the user's staked $HQ adds (staking free entries; 0 below the first 1,000 $HQ). */
  staking_free_entries: number;
  is_multi_entry_enabled: boolean;
  /** $HQ per paid entry. */
  entry_price: number;
  /** $HQ available to spend (deposited, not locked). */
  available_tokens: number;
  skip_twitter_price: number;
  /** The tier's discount already in skip_twitter_price, in percent. */
  skip_discount_percent: number;
  entered_at: string | null;
  selected_at: string | null;
  /**
   * rewardCode (docs/product/missions.md#reward-codes): the winner's own code for an off-chain reward (allowlist,
   * raffle prize), to claim it with the organizer. Only in the winner's own view; null for everyone else and for
   * rewards minted or claimed on chain.
   */
  reward_code: string | null;
};

export type ParticipateResult = {
  objective: string;
  outcome: "completed" | "pending" | "incomplete" | "visiting";
  message: string | null;
  credits_awarded: number;
  participant: ParticipantView;
};

export type LinkedAccountView = {
  provider: SocialProvider;
  provider_user_id: string;
  username: string | null;
  display_name: string | null;
  is_sandbox: boolean;
  linked_at: string;
};

export type DrawView = {
  mission: string;
  algorithm: string;
  seed_source: "commit" | "drand" | "block";
  seed_commitment: string;
  beacon_round: number | null;
  /** Null until the draw. */
  seed: string | null;
  entry_list_hash: string | null;
  entry_count: number | null;
  total_weight: number | null;
  number_of_winners: number | null;
  winners: string[] | null;
  frozen_at: string | null;
  drawn_at: string | null;
  /**
   * Where the frozen entry list can be downloaded: the canonical list, "<entrant>:<weight>\n" per line
   * (sha256 = entry_list_hash).
   */
  entries_url: string;
};
