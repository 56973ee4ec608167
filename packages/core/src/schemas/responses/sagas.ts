import { z } from "zod";
import type {
  ActiveSaga,
  ChallengeParticipateResult,
  LeaderboardRow,
  PayoutReport,
  PublishedAllocationRow,
  SagaAllocationView,
  SagaIndexItem,
  SagaLeaderboardPage,
  SagaOnboarding,
  SagaAwards,
  SagaOverview,
  SagaSummary,
  SagaWeekSummary,
  SettlementSummary,
} from "../../sagas/saga-views";
import { baseUnitsSchema, decimalStringSchema, hexSchema } from "./chain";
import { dataAnswer, isoDateTime } from "./common";
import { sameType } from "./same-type";

// What the season (Saga) routes answer; the plain types they must equal are in sagas/season-views.ts.
// Dates are ISO strings (the use-cases format them), credits and boosters numbers, boosters in hundredths.

const count = z.number().int();

export const sagaSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  number: count,
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  hq_pool: baseUnitsSchema,
});
sameType<z.output<typeof sagaSummarySchema>, SagaSummary>();

export const sagaWeekSummarySchema = z.object({
  id: z.string(),
  number: count,
  title: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
});
sameType<z.output<typeof sagaWeekSummarySchema>, SagaWeekSummary>();

const activeSagaSchema = z
  .object({
    season: sagaSummarySchema,
    week: sagaWeekSummarySchema.nullable(),
    next_week_starts_at: isoDateTime.nullable(),
    objectives: z.array(
      z.object({
        id: z.string(),
        template: z.string(),
        provider: z.string(),
        position: count,
        credits: count,
        form_fields: z.array(z.object({ name: z.string(), value: z.unknown() })),
        status: z.enum(["completed", "pending", "visiting", "failed", "incomplete"]),
        message: z.string().nullable(),
        next_attempt_at: isoDateTime.nullable(),
        queue_position: count.nullable().describe("the place in a provider's rate-limit queue (1 = next)"),
      }),
    ),
    completed_objectives: z.array(z.string()),
  })
  .nullable()
  .describe("null when no Saga is running");
sameType<z.output<typeof activeSagaSchema>, ActiveSaga>();
export const activeSagaAnswer = dataAnswer(activeSagaSchema);

const participateResultSchema = z.object({
  objective: z.string(),
  outcome: z.enum(["completed", "pending", "visiting", "incomplete"]),
  message: z.string().nullable(),
  credits_awarded: count,
  completed_objectives: z.array(z.string()),
  week_stars: count,
  new_star: z.boolean(),
});
sameType<z.output<typeof participateResultSchema>, ChallengeParticipateResult>();
export const challengeParticipateAnswer = dataAnswer(participateResultSchema);

const awardsSchema = z.object({
  current_week: count.nullable(),
  data: z.array(
    z.object({
      week: count,
      title: z.string(),
      starts_at: isoDateTime,
      ends_at: isoDateTime,
      objectives_total: count,
      objectives_completed: count,
      stars: count,
      booster_hundredths: count,
    }),
  ),
});
sameType<z.output<typeof awardsSchema>, SagaAwards>();
export const sagaAwardsAnswer = dataAnswer(awardsSchema);

const onboardingSchema = z.object({
  completed_at: isoDateTime.nullable(),
  steps: z.object({ wallet: z.boolean(), twitter: z.boolean(), challenge: z.boolean() }),
});
sameType<z.output<typeof onboardingSchema>, SagaOnboarding>();
export const sagaOnboardingAnswer = dataAnswer(onboardingSchema);

export const settlementStatusSchema = z.enum(["open", "ended", "published", "paying", "paid"]);

const settlementSummarySchema = z.object({
  status: settlementStatusSchema,
  algorithm: z.string(),
  hq_pool: baseUnitsSchema,
  vault_bps: count,
  total_boosted: decimalStringSchema.nullable(),
  participant_count: count.nullable(),
  table_hash: hexSchema.nullable(),
  published_at: isoDateTime.nullable(),
});
sameType<z.output<typeof settlementSummarySchema>, SettlementSummary>();

/** A payout row's stream and its transaction, null until paid. */
const payoutFields = { stream_id: z.string().nullable(), payout_tx: z.string().nullable() };

const allocationViewSchema = z.object({
  account: z.string(),
  position: count,
  credits: count,
  boosted_credits: count,
  amount: baseUnitsSchema,
  vault_amount: baseUnitsSchema,
  stream_amount: baseUnitsSchema,
  ...payoutFields,
});
sameType<z.output<typeof allocationViewSchema>, SagaAllocationView>();

const overviewSchema = z.object({
  season: sagaSummarySchema,
  credits: count,
  boosters: z.object({
    stars_hundredths: count,
    membership_hundredths: count,
    membership_accrued_hundredths: count,
    staked_nft_hundredths: count,
    total_hundredths: count,
  }),
  boosted_credits: count,
  rank: count.nullable(),
  participants: count,
  estimated_hq: baseUnitsSchema,
  onboarding: onboardingSchema,
  settlement: settlementSummarySchema,
  allocation: allocationViewSchema.nullable(),
});
sameType<z.output<typeof overviewSchema>, SagaOverview>();
export const sagaOverviewAnswer = dataAnswer(overviewSchema);

/** GET /seasons/{slug}/summary (the server's getSagaSummary is tied to it). */
export const sagaDetailSchema = z.object({ season: sagaSummarySchema, settlement: settlementSummarySchema });
export const sagaDetailAnswer = dataAnswer(sagaDetailSchema);

const sagaIndexItemSchema = sagaDetailSchema.extend({ phase: z.enum(["upcoming", "current", "past"]) });
sameType<z.output<typeof sagaIndexItemSchema>, SagaIndexItem>();
/** GET /seasons: the index of Sagas. */
export const sagaIndexAnswer = dataAnswer(z.array(sagaIndexItemSchema));

const publishedAllocationSchema = z.object({
  position: count,
  account: z.string(),
  credits: decimalStringSchema,
  stars_hundredths: count,
  membership_accrued_hundredths: count,
  staked_nft_hundredths: count,
  boosted_credits: decimalStringSchema,
  amount: baseUnitsSchema,
  vault_amount: baseUnitsSchema,
  stream_amount: baseUnitsSchema,
  ...payoutFields,
});
sameType<z.output<typeof publishedAllocationSchema>, PublishedAllocationRow>();
export const allocationsPageAnswer = z.object({
  data: z.array(publishedAllocationSchema),
  next: count.nullable().describe("The cursor of the next page (a position); null on the last page"),
});

const leaderboardRowSchema = z.object({
  rank: count,
  account: z.string(),
  display_name: z.string(),
  image: z.string().nullable(),
  credits: count,
  booster_hundredths: count,
  boosted_credits: count,
  is_me: z.boolean(),
});
sameType<z.output<typeof leaderboardRowSchema>, LeaderboardRow>();
/** GET /seasons/{slug}/leaderboard: keyset-paged, the caller's row pinned. */
export const leaderboardPageAnswer = z.object({
  data: z.array(leaderboardRowSchema),
  me: leaderboardRowSchema.nullable().describe("The caller's own row wherever it falls; null signed out or unranked"),
  next: z.string().nullable().describe("The cursor of the next page; null on the last page"),
});
sameType<z.output<typeof leaderboardPageAnswer>, SagaLeaderboardPage>();

const payoutReportSchema = z.object({
  status: z.enum(["paying", "paid"]),
  paid_now: count,
  paid_total: count,
  payable_left: count.describe("Rows with a wallet still to pay: call again while above 0"),
  without_wallet: z.array(z.string()),
});
sameType<z.output<typeof payoutReportSchema>, PayoutReport>();
export const payoutReportAnswer = dataAnswer(payoutReportSchema);
