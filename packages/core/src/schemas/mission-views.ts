// Response shapes of the mission API (field names in snake_case, as docs/product/rewards.md#reward-fields and the
// published API spell them),
// shared so the web app reads exactly what the server writes.

export type MissionPhase = "draft" | "upcoming" | "live" | "paused" | "ended" | "closed" | "completed" | "archived";

export type MissionOrganizationView = { id: string; name: string; slug: string; logo: string | null };

export type RewardView = {
  id: string;
  mission: string;
  kind: "allowlist" | "raffle" | "nft_mint" | "token";
  title: string;
  about: string;
  reward_asset: string | null;
  reward_asset_type: "image" | "video" | null;
  blockchain_chain_id: number;
  /** -2 Bitcoin Ordinals, -1 Solana, otherwise the EVM chain's name. */
  chain_label: string;
  selection_process: "All" | "raffle";
  number_of_winners: number | null;
  /** "TBD" when number_of_winners is absent. */
  winners_label: string;
  winner_next_steps: string;
  /** The NFT mint or vesting contract of the reward, when it has one. */
  contract_address: string | null;
  /** token rewards: base units per winner, as a decimal string. */
  token_allocation: string | null;
  /** The organizer's wallet collection deadline (ISO instant); winners submit wallets until then. Null: no deadline. */
  wallet_deadline: string | null;
  created_at: string;
  updated_at: string;
};

export type MissionCardView = {
  id: string;
  slug: string;
  title: string;
  banner_url: string | null;
  blockchain: number;
  status: "draft" | "published" | "paused" | "closed" | "completed" | "archived";
  phase: MissionPhase;
  starts_at: string | null;
  ends_at: string | null;
  published_at: string | null;
  participant_count: number;
  sort_weight: number;
  organization: MissionOrganizationView;
  reward: Pick<
    RewardView,
    | "title"
    | "kind"
    | "selection_process"
    | "number_of_winners"
    | "winners_label"
    | "reward_asset"
    | "reward_asset_type"
    | "blockchain_chain_id"
  > | null;
};

export type MissionView = MissionCardView & {
  description: string;
  free_entries: number;
  is_multi_entry_enabled: boolean;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
  objective_count: number;
  /** The viewer's role in the mission's organization, or null. */
  viewer_role: "admin" | "member" | null;
  can_edit: boolean;
  can_archive: boolean;
};

/** Mission Control row: a mission with its organizer-side counts. */
export type OrgMissionView = MissionCardView & {
  objective_count: number;
  has_reward: boolean;
  entries: number;
  archived_at: string | null;
};

export type ObjectiveView = {
  id: string;
  mission: string;
  template: string;
  provider: string;
  provider_name: string;
  provider_category: string;
  title: string;
  url: string | null;
  values: Record<string, unknown>;
  position: number;
  /** Credits set on the objective; null uses the mission type's default. */
  credits: number | null;
  /** Credits a completion earns (own credits, or the mission type's default). */
  effective_credits: number;
  created_at: string;
  updated_at: string;
};

export type MissionReportView = { id: string; mission: string; flag_type: string; notes: string; created_at: string };

export type UserMissionView = MissionCardView & {
  user_status: string;
  completed_objectives: string[];
  joined_at: string;
  /** Credits the user's completions of this mission's objectives earned. */
  credits_earned: number;
  /** Raffle entries held (0 before entering). */
  entry_count: number;
};

export type AbiFunctionsView = {
  source: "abi" | "explorer";
  functions: {
    name: string;
    signature: string;
    inputs: { name: string; type: string }[];
    stateMutability: string;
    isWrite: boolean;
  }[];
};

export type NftMintContractView = {
  id: string;
  mission: string;
  objective: string | null;
  chain_id: number;
  name: string;
  symbol: string;
  price: string;
  max_supply: number | null;
  image_url: string;
  contract_address: string | null;
  status: "pending_deployment" | "deployed";
};
