import { z } from "zod";
import { USER_STATUSES } from "../../participation/status";
import { isoDateTime, pageAnswer } from "./common";

// What the organization reads answer (docs/product/developers.md#reads), snake_case like the rest of that API.

const handle = z
  .object({ id: z.string(), username: z.string().nullable() })
  .nullable()
  .describe("The linked account, or null when the participant has none");

/** What a participant chose to link, as the winners export shows it. */
export const linkedIdentitySchema = z.object({
  wallets: z.array(z.string()).describe("Linked wallet addresses, primary first"),
  twitter: handle,
  discord: handle,
  telegram: handle,
  steam: handle,
});
export type LinkedIdentityView = z.output<typeof linkedIdentitySchema>;

export const participantSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  status: z.enum(USER_STATUSES),
  completed_objective_ids: z.array(z.string()),
  entries: z.number().int().describe("Entries in the draw (free and paid)"),
  paid_entries: z.number().int(),
  entry_wallet: z.string().nullable().describe("The wallet the participant entered with"),
  entered_at: isoDateTime.nullable(),
  selected_at: isoDateTime.nullable(),
  linked: linkedIdentitySchema,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type ParticipantView = z.output<typeof participantSchema>;
export const participantsAnswer = pageAnswer(participantSchema);

export const completionSchema = z.object({
  id: z.string(),
  mission_id: z.string(),
  objective_id: z.string(),
  template: z.string(),
  user_id: z.string(),
  credits: z.number().int(),
  completed_at: isoDateTime,
});
export type CompletionView = z.output<typeof completionSchema>;
export const completionsAnswer = pageAnswer(completionSchema);
