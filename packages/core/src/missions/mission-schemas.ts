// Missions, rewards, reports and the mission list query (docs/product/missions.md,
// docs/product/rewards.md#reward-fields, docs/product/missions.md#reporting-a-mission,
// docs/product/errors.md#missions). The forms send multipart form data, so every
// value may arrive as text: numbers and booleans are coerced here, once.
//
// Update schemas are built from the same fields without defaults: a default
// in a partial schema would overwrite a stored value the client never sent.

import { z } from "zod";
import { BITCOIN_ORDINALS_CHAIN_ID, getChainById, SOLANA_CHAIN_ID } from "../chains";
import { ENTRY_MAX, SEARCH_MIN_LENGTH } from "../constants";
import { dateStringSchema, INVALID_DATE_MESSAGE, isValidDateString, numberFromText } from "./fields";
import { httpUrl } from "../http-url";
import { BLOCKCHAIN_REQUIRED_MESSAGE, SEARCH_MIN_MESSAGE } from "./field-messages";
import { MISSION_SORTS } from "./sorts";

export const MISSION_TITLE_MIN = 3;
export const MISSION_TITLE_MAX = 100;
export const MISSION_DESCRIPTION_MAX = 10000;
export const MISSION_OBJECTIVES_MAX = 10;

export const MISSION_STATUSES = ["draft", "published", "paused", "closed", "completed", "archived"] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export { MISSION_SORTS, type MissionSort } from "./sorts";

export const REWARD_KINDS = ["allowlist", "raffle", "nft_mint", "token"] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const SELECTION_PROCESSES = ["All", "raffle"] as const;
export type SelectionProcess = (typeof SELECTION_PROCESSES)[number];

export const REPORT_REASONS = [
  "Inappropriate or Harmful Content",
  "Fraudulent or Suspicious Activity",
  "Other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_REQUIRED_MESSAGE = "Please select a reason for reporting";
export const REPORT_FAILED_MESSAGE = "Failed to report mission.";

export const MISSION_TOASTS = {
  created: "Mission has been created!",
  updated: "Mission has been updated!",
  published: "Mission has been published!",
  archived: "Mission has been archived!",
  objectiveCreated: "Objective has been created!",
  objectiveUpdated: "Objective has been updated!",
  objectiveDeleted: "Objective has been deleted!",
  objectiveSaveFailed: "Objective could not be saved.",
  rewardCreated: "Mission Reward has been created!",
  rewardUpdated: "Mission Reward has been updated!",
  rewardDeleted: "Reward has been deleted.",
  missingMissionId: "Mission ID is undefined.",
} as const;

export const MISSION_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MISSION_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "video/mp4"] as const;

export const MISSION_TITLE_MIN_MESSAGE = "Title must be at least 3 characters.";
export const MISSION_TITLE_MAX_MESSAGE = "Title must be at most 100 characters.";
export const END_BEFORE_START_MESSAGE = "End date must be after the start date.";
export const FREE_ENTRIES_MESSAGE = `Free entries must be a whole number from 0 to ${ENTRY_MAX}.`;
export const WINNERS_MIN_MESSAGE = "Number of winners must be at least 1.";
export const WINNERS_MAX_MESSAGE = "Number of winners must be at most 100000.";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** Form booleans: checkboxes send "on", selects "true"/"false". */
export const formBooleanSchema = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const s = v.trim().toLowerCase();
  if (["true", "on", "1", "yes"].includes(s)) return true;
  if (["false", "off", "0", "no", ""].includes(s)) return false;
  return v;
}, z.boolean());

const description = z.string().max(MISSION_DESCRIPTION_MAX, "Description must be at most 10000 characters.");

const missionChainSchema = z.preprocess(
  numberFromText,
  z
    .number({ error: BLOCKCHAIN_REQUIRED_MESSAGE })
    .int(BLOCKCHAIN_REQUIRED_MESSAGE)
    .refine((id) => getChainById(id) !== undefined, BLOCKCHAIN_REQUIRED_MESSAGE),
);

const missionFields = {
  title: z.preprocess(
    trimmed,
    z
      .string({ error: MISSION_TITLE_MIN_MESSAGE })
      .min(MISSION_TITLE_MIN, MISSION_TITLE_MIN_MESSAGE)
      .max(MISSION_TITLE_MAX, MISSION_TITLE_MAX_MESSAGE),
  ),
  description,
  blockchain: missionChainSchema,
  start_date: dateStringSchema,
  end_date: dateStringSchema,
  free_entries: z.coerce
    .number(FREE_ENTRIES_MESSAGE)
    .int(FREE_ENTRIES_MESSAGE)
    .min(0, FREE_ENTRIES_MESSAGE)
    .max(ENTRY_MAX, FREE_ENTRIES_MESSAGE),
  is_multi_entry_enabled: formBooleanSchema,
  banner_url: z.union([z.literal(""), httpUrl("Must be a valid URL.")]),
};

function endAfterStart(v: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (v.start_date === undefined || v.end_date === undefined) return;
  if (Date.parse(v.end_date) <= Date.parse(v.start_date)) {
    ctx.addIssue({ code: "custom", message: END_BEFORE_START_MESSAGE, path: ["end_date"] });
  }
}

export const missionFormSchema = z
  .object({
    organization_id: z.uuid("Organization is required."),
    ...missionFields,
    description: description.default(""),
    free_entries: missionFields.free_entries.default(1),
    is_multi_entry_enabled: formBooleanSchema.default(false),
    banner_url: missionFields.banner_url.optional(),
  })
  .superRefine(endAfterStart);
export type MissionFormInput = z.output<typeof missionFormSchema>;

export const missionUpdateSchema = z.object(missionFields).partial().superRefine(endAfterStart);
export type MissionUpdateInput = z.output<typeof missionUpdateSchema>;

// ---------------------------------------------------------------- rewards

/**
 * -2 Bitcoin Ordinals, -1 Solana, anything else an EVM chain of the registry (docs/product/rewards.md#reward-fields).
 */
const rewardChainSchema = z.preprocess(
  numberFromText,
  z
    .number({ error: BLOCKCHAIN_REQUIRED_MESSAGE })
    .int(BLOCKCHAIN_REQUIRED_MESSAGE)
    .refine(
      (id) => id === BITCOIN_ORDINALS_CHAIN_ID || id === SOLANA_CHAIN_ID || getChainById(id) !== undefined,
      BLOCKCHAIN_REQUIRED_MESSAGE,
    ),
);

const isTbd = (v: unknown) => v === null || (typeof v === "string" && ["", "tbd"].includes(v.trim().toLowerCase()));

/** An absent number of winners is shown as TBD and stored as null (docs/product/rewards.md#reward-fields). */
function winnersSchema(absentIsTbd: boolean) {
  return z.preprocess(
    (v) => (isTbd(v) || (absentIsTbd && v === undefined) ? null : numberFromText(v)),
    z
      .number({ error: WINNERS_MIN_MESSAGE })
      .int(WINNERS_MIN_MESSAGE)
      .min(1, WINNERS_MIN_MESSAGE)
      .max(100000, WINNERS_MAX_MESSAGE)
      .nullable(),
  );
}

/** The reward's contract (NFT mint or vesting) on its chain; blank clears it. */
const rewardContractSchema = z.preprocess(
  (v) => (v == null || (typeof v === "string" && v.trim() === "") ? null : typeof v === "string" ? v.trim() : v),
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "Please enter a valid contract address.")
    .nullable(),
);

/** token rewards: base units (the token's smallest unit) each winner may claim; blank clears it. */
const tokenAllocationSchema = z.preprocess(
  (v) =>
    v == null || (typeof v === "string" && v.trim() === "")
      ? null
      : typeof v === "number"
        ? String(v)
        : typeof v === "string"
          ? v.trim()
          : v,
  z
    .string()
    .regex(/^[1-9][0-9]{0,77}$/, "The token allocation must be a whole number of base units greater than 0.")
    .nullable(),
);

/**
 * The organizer's optional wallet collection deadline (an ISO instant; blank clears it). Whether it falls after the
 * mission's end is checked by the server, which knows the end date.
 */
const walletDeadlineSchema = z.preprocess(
  (v) =>
    v == null || (typeof v === "string" && v.trim() === "") ? null : v instanceof Date ? v.toISOString() : trimmed(v),
  z.string({ error: INVALID_DATE_MESSAGE }).refine(isValidDateString, INVALID_DATE_MESSAGE).nullable(),
);

const rewardFields = {
  kind: z.enum(REWARD_KINDS),
  title: z.preprocess(
    trimmed,
    z
      .string({ error: "Title must be at least 2 characters." })
      .min(2, "Title must be at least 2 characters.")
      .max(120, "Title must be at most 120 characters."),
  ),
  about: description,
  blockchain_chain_id: rewardChainSchema,
  selection_process: z.enum(SELECTION_PROCESSES, "Please choose a selection process."),
  winner_next_steps: z.string().max(10000, "Winner next steps must be at most 10000 characters."),
  contract_address: rewardContractSchema,
  token_allocation: tokenAllocationSchema,
  wallet_deadline: walletDeadlineSchema,
};

export const rewardFormSchema = z.object({
  mission: z.uuid(),
  ...rewardFields,
  kind: rewardFields.kind.default("raffle"),
  about: description.default(""),
  number_of_winners: winnersSchema(true),
  winner_next_steps: rewardFields.winner_next_steps.default(""),
  contract_address: rewardContractSchema.default(null),
  token_allocation: tokenAllocationSchema.default(null),
  wallet_deadline: walletDeadlineSchema.default(null),
});
export type RewardFormInput = z.output<typeof rewardFormSchema>;

export const rewardUpdateSchema = z.object({
  mission: z.uuid(),
  ...z.object(rewardFields).partial().shape,
  number_of_winners: winnersSchema(false).optional(),
});
export type RewardUpdateInput = z.output<typeof rewardUpdateSchema>;

// ---------------------------------------------------------------- report, list, order

export const reportMissionSchema = z.object({
  flag_type: z.preprocess(trimmed, z.enum(REPORT_REASONS, REPORT_REASON_REQUIRED_MESSAGE)),
  notes: z.preprocess(
    (v) => (v == null ? undefined : v),
    z.string().max(1000, "Notes must be at most 1000 characters.").default(""),
  ),
});
export type ReportMissionInput = z.output<typeof reportMissionSchema>;

const blankIsAbsent = (v: unknown) => (v == null || trimmed(v) === "" ? undefined : trimmed(v));

export const missionListQuerySchema = z.object({
  blockchain: z.preprocess(blankIsAbsent, z.coerce.number().int().optional()),
  sort: z.preprocess(blankIsAbsent, z.enum(MISSION_SORTS).default("featured")),
  search: z.preprocess(blankIsAbsent, z.string().min(SEARCH_MIN_LENGTH, SEARCH_MIN_MESSAGE).max(200).optional()),
  limit: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(50).default(12)),
  next: z.preprocess(blankIsAbsent, z.string().optional()),
  organization_id: z.preprocess(blankIsAbsent, z.uuid().optional()),
});
export type MissionListQuery = z.output<typeof missionListQuerySchema>;

export const reorderObjectivesSchema = z.object({ order: z.array(z.uuid()).min(1) });

export function rewardChainLabel(chainId: number): string {
  if (chainId === BITCOIN_ORDINALS_CHAIN_ID) return "Bitcoin Ordinals";
  if (chainId === SOLANA_CHAIN_ID) return "Solana";
  return getChainById(chainId)?.name ?? `Chain ${chainId}`;
}

export function winnersLabel(n: number | null | undefined): string {
  return n == null ? "TBD" : String(n);
}
