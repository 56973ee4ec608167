// What the season (Saga) routes answer, without zod so the dashboard's bundle stays small.
// $HQ amounts are base-unit strings (18 decimals); credits and boosters are numbers, boosters in
// hundredths (60 = 0.60).

/** docs/product/errors.md#sagas-and-streams, shown verbatim when the season routes fail. */
export const SAGA_MESSAGES = {
  fetchSaga: "Failed to fetch season data",
  fetchWeekly: "Failed to fetch weekly challenges data",
  fetchStreams: "Failed to fetch streams data",
  noActiveSaga: "No Saga is running right now.",
  notActiveWeek: "This challenge belongs to a week that is not running.",
  challengeNotFound: "Challenge not found.",
  sagaNotFound: "Saga not found.",
  operatorOnly: "Only platform operators can do this.",
  sagaNotEnded: "The Saga has not ended yet.",
  notSettled: "This Saga has not been settled yet.",
  onboardingIncomplete: "Finish the Saga onboarding checklist first.",
} as const;

export type SagaSummary = {
  id: string;
  slug: string;
  name: string;
  number: number;
  starts_at: string;
  ends_at: string;
  /** $HQ pool, base units. */
  hq_pool: string;
};

export type SagaWeekSummary = {
  id: string;
  number: number;
  title: string;
  starts_at: string;
  ends_at: string;
};

export type ChallengeStatus = "completed" | "pending" | "visiting" | "failed" | "incomplete";

export type ChallengeObjective = {
  id: string;
  template: string;
  provider: string;
  position: number;
  credits: number;
  /** The objective's values as name/value pairs; the client turns them into a values map. */
  form_fields: { name: string; value: unknown }[];
  status: ChallengeStatus;
  /** Why it is pending or failed, in the product's words; a queued one's wait is worked out when read. */
  message: string | null;
  /** When a pending one is checked again. */
  next_attempt_at: string | null;
  /** A pending one waiting for a provider's rate-limit budget: its place in that queue (1 = next). */
  queue_position: number | null;
};

/** GET /seasons/active: data is null when no Saga is running. */
export type ActiveSaga = {
  season: SagaSummary;
  week: SagaWeekSummary | null;
  /** When the next week starts (null in the last week). */
  next_week_starts_at: string | null;
  objectives: ChallengeObjective[];
  /** Ids of this week's objectives the user has completed. */
  completed_objectives: string[];
} | null;

/** POST /seasons/objectives/{id}/participate. */
export type ChallengeParticipateResult = {
  objective: string;
  outcome: "completed" | "pending" | "visiting" | "incomplete";
  message: string | null;
  credits_awarded: number;
  completed_objectives: string[];
  /** Stars of the week after this attempt, and whether this attempt reached a new level. */
  week_stars: number;
  new_star: boolean;
};

export type WeeklyAward = {
  week: number;
  title: string;
  starts_at: string;
  ends_at: string;
  objectives_total: number;
  objectives_completed: number;
  stars: number;
  booster_hundredths: number;
};

/** GET /seasons/awards. */
export type SagaAwards = { current_week: number | null; data: WeeklyAward[] };

export type OnboardingStep = "wallet" | "twitter" | "challenge";

export type SagaOnboarding = {
  completed_at: string | null;
  steps: Record<OnboardingStep, boolean>;
};

export type BoostersBySource = {
  stars_hundredths: number;
  membership_hundredths: number;
  membership_accrued_hundredths: number;
  staked_nft_hundredths: number;
  total_hundredths: number;
};

export type SettlementStatus = "open" | "ended" | "published" | "paying" | "paid";

export type SagaAllocationView = {
  account: string;
  position: number;
  credits: number;
  boosted_credits: number;
  amount: string;
  vault_amount: string;
  stream_amount: string;
  /** Paid into the Saga vault and a stream; null until paid. */
  stream_id: string | null;
  payout_tx: string | null;
};

export type SettlementSummary = {
  status: SettlementStatus;
  algorithm: string;
  hq_pool: string;
  vault_bps: number;
  total_boosted: string | null;
  participant_count: number | null;
  table_hash: `0x${string}` | null;
  published_at: string | null;
};

/** Where a Saga stands in time: not started, running, or ended (settled or not). */
export type SagaPhase = "upcoming" | "current" | "past";

/** GET /seasons: every Saga with its settlement status, running ones first, then upcoming, then past. */
export type SagaIndexItem = { season: SagaSummary; settlement: SettlementSummary; phase: SagaPhase };

/** GET /seasons/overview (for the active Saga, or ?season=slug). */
export type SagaOverview = {
  season: SagaSummary;
  credits: number;
  boosters: BoostersBySource;
  boosted_credits: number;
  /** 1-based rank by boosted credits among accounts with any; null with none. */
  rank: number | null;
  participants: number;
  /** pool × boosted / all boosted, base units, as if the Saga settled now. */
  estimated_hq: string;
  onboarding: SagaOnboarding;
  settlement: SettlementSummary;
  allocation: SagaAllocationView | null;
};

export type LeaderboardRow = {
  rank: number;
  account: string;
  display_name: string;
  image: string | null;
  credits: number;
  booster_hundredths: number;
  boosted_credits: number;
  is_me: boolean;
};

/** GET /seasons/{slug}/leaderboard: keyset-paged; `me` is the caller's own row, pinned. */
export type SagaLeaderboardPage = { data: LeaderboardRow[]; me: LeaderboardRow | null; next: string | null };

/** One row of the published allocation table (GET /seasons/{slug}/allocations). */
export type PublishedAllocationRow = {
  position: number;
  account: string;
  credits: string;
  stars_hundredths: number;
  membership_accrued_hundredths: number;
  staked_nft_hundredths: number;
  boosted_credits: string;
  amount: string;
  vault_amount: string;
  /** Not part of the table hash: the stream part (amount − vault) and, once paid, the stream and its transaction. */
  stream_amount: string;
  stream_id: string | null;
  payout_tx: string | null;
};

/** POST /operator/seasons/{id}/payout: what this call paid and what is left. */
export type PayoutReport = {
  status: "paying" | "paid";
  paid_now: number;
  paid_total: number;
  /** Rows with a wallet still to pay: call again while above 0. */
  payable_left: number;
  /** Accounts whose owner has no wallet yet (paid once they link one). */
  without_wallet: string[];
};
