import { z } from "zod";
import { SOCIAL_PROVIDERS } from "../../missions/objectives/account-registry";
import { USER_STATUSES } from "../../participation/status";
import type { LinkedAccountView, ParticipantView, ParticipateResult } from "../../participation/views";
import { dataAnswer, isoDateTime } from "./common";
import { sameType } from "./same-type";

// What the participation routes answer; the plain types they must equal are in participation/views.ts (the entry and
// skip results are the server's use-cases' own, tied to these schemas in participation.routes.ts).

const count = z.number().int();

const objectiveProgressSchema = z.object({
  objective: z.string(),
  status: z.enum(["completed", "pending", "skipped", "visiting", "failed"]),
  is_self_attested: z.boolean(),
  credits_awarded: count,
  next_attempt_at: isoDateTime
    .nullable()
    .describe("Pending: when the background job checks again. Visiting: when the dwell time is over"),
  message: z.string().nullable(),
  queue_position: count
    .min(1)
    .nullable()
    .describe("Pending under a provider's rate limit: the place in line (1 = next), which moves as others go"),
  completed_at: isoDateTime.nullable(),
});

export const participantViewSchema = z.object({
  mission: z.string(),
  status: z.enum(USER_STATUSES),
  label: z.string(),
  is_not_from_mission: z.boolean(),
  completed_objectives: z.array(z.string()).describe("Completed and skipped objective ids"),
  objectives: z.array(objectiveProgressSchema),
  entry_count: count,
  paid_entries: count,
  submitted_wallet: z.string().nullable(),
  free_entries: count,
  tier_free_entries: count.describe("The part of free_entries the membership tier adds"),
  staking_free_entries: count.describe("The part of free_entries staked $HQ adds"),
  is_multi_entry_enabled: z.boolean(),
  entry_price: z.number().describe("$HQ per paid entry"),
  available_tokens: z.number().describe("$HQ available to spend (deposited, not locked)"),
  skip_twitter_price: z.number(),
  skip_discount_percent: z.number().int(),
  entered_at: isoDateTime.nullable(),
  selected_at: isoDateTime.nullable(),
  reward_code: z.string().nullable().describe("The winner's own code for an off-chain reward; null for everyone else"),
});
sameType<z.output<typeof participantViewSchema>, ParticipantView>();
export const participantAnswer = dataAnswer(participantViewSchema);

const participateResultSchema = z.object({
  objective: z.string(),
  outcome: z.enum(["completed", "pending", "incomplete", "visiting"]),
  message: z.string().nullable(),
  credits_awarded: count,
  participant: participantViewSchema,
});
sameType<z.output<typeof participateResultSchema>, ParticipateResult>();
export const participateAnswer = dataAnswer(participateResultSchema);

/** POST /missions/{id}/complete. */
export const entryResultSchema = z.object({
  participant: participantViewSchema,
  cost: z.number().describe("$HQ debited"),
  message: z.string(),
});
export const entryAnswer = dataAnswer(entryResultSchema);

/** POST /missions/{id}/skip_twitter. */
export const skipResultSchema = z.object({
  objectives_skipped: count,
  cost: z.number().describe("$HQ debited"),
  participant: participantViewSchema,
});
export const skipAnswer = dataAnswer(skipResultSchema);

const linkedAccountSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  provider_user_id: z.string(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  is_sandbox: z.boolean(),
  linked_at: isoDateTime,
});
sameType<z.output<typeof linkedAccountSchema>, LinkedAccountView>();
/** GET /users/accounts. */
export const linkedAccountsAnswer = dataAnswer(z.array(linkedAccountSchema));
