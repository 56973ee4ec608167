import { z } from "zod";
import { orgRoles } from "../organizations";
import { MISSION_STATUSES, MISSION_UPLOAD_TYPES, REPORT_REASONS } from "../../missions/mission-schemas";
import type {
  MissionCardView,
  MissionReportView,
  MissionView,
  OrgMissionView,
  UserMissionView,
} from "../mission-views";
import { dataAnswer, isoDateTime, organizationSummarySchema, pageAnswer, rawResponse, type Flat } from "./common";
import { rewardViewSchema } from "./rewards";
import { sameType } from "./same-type";

// What the mission routes answer; the plain types they must equal are in schemas/mission-views.ts.

const count = z.number().int();

export const missionCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  banner_url: z.string().nullable(),
  blockchain: z.number().int().describe("The mission's chain id"),
  status: z.enum(MISSION_STATUSES),
  phase: z
    .enum(["draft", "upcoming", "live", "paused", "ended", "closed", "completed", "archived"])
    .describe("The status read against the clock"),
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
  published_at: isoDateTime.nullable(),
  participant_count: count,
  sort_weight: z.number(),
  organization: organizationSummarySchema,
  reward: rewardViewSchema
    .pick({
      title: true,
      kind: true,
      selection_process: true,
      number_of_winners: true,
      winners_label: true,
      reward_asset: true,
      reward_asset_type: true,
      blockchain_chain_id: true,
    })
    .nullable(),
});
sameType<z.output<typeof missionCardSchema>, MissionCardView>();

export const missionViewSchema = missionCardSchema.extend({
  description: z.string(),
  free_entries: count,
  is_multi_entry_enabled: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  archived_at: isoDateTime.nullable(),
  objective_count: count,
  viewer_role: z.enum(orgRoles).nullable().describe("The viewer's role in the mission's organization"),
  can_edit: z.boolean(),
  can_archive: z.boolean(),
});
sameType<z.output<typeof missionViewSchema>, Flat<MissionView>>();
export const missionAnswer = dataAnswer(missionViewSchema);

/** Explore and suggestions. */
export const missionCardsPageAnswer = pageAnswer(missionCardSchema);
export const missionCardsAnswer = dataAnswer(z.array(missionCardSchema));

/** An organization's page: its cards, and whether the viewer may create a mission there. */
export const organizationMissionCardsAnswer = missionCardsPageAnswer.extend({ can_create: z.boolean() });

const orgMissionSchema = missionCardSchema.extend({
  objective_count: count,
  has_reward: z.boolean(),
  entries: count,
  archived_at: isoDateTime.nullable(),
});
sameType<z.output<typeof orgMissionSchema>, Flat<OrgMissionView>>();
/** Mission Control. */
export const orgMissionsAnswer = dataAnswer(z.array(orgMissionSchema));

const userMissionSchema = missionCardSchema.extend({
  user_status: z.string(),
  completed_objectives: z.array(z.string()),
  joined_at: isoDateTime,
  credits_earned: count,
  entry_count: count,
});
sameType<z.output<typeof userMissionSchema>, Flat<UserMissionView>>();
/** The missions a user joined, offset-paged with the total. */
export const userMissionsAnswer = z.object({ data: z.array(userMissionSchema), total: count });

const missionReportSchema = z.object({
  id: z.string(),
  mission: z.string(),
  flag_type: z.string().describe(`One of: ${REPORT_REASONS.join(", ")}`),
  notes: z.string(),
  created_at: isoDateTime,
});
sameType<z.output<typeof missionReportSchema>, MissionReportView>();
export const missionReportAnswer = dataAnswer(missionReportSchema);

/** GET /uploads/{name}: a stored banner or reward asset, in the type it was uploaded as. */
export const uploadResponse = rawResponse(
  "The stored file (content-addressed, so cached forever)",
  MISSION_UPLOAD_TYPES,
  {
    isBinary: true,
  },
);
