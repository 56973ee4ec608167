import { z } from "zod";
import { participateSchema } from "../participation/entry-schemas";

/**
 * POST /seasons/objectives/{id}/participate: what the user submits, as for a mission objective (the id is in the
 * path).
 */
export const challengeParticipateSchema = participateSchema.omit({ objective_id: true });
export type ChallengeParticipateInput = z.infer<typeof challengeParticipateSchema>;

export const sagaQuerySchema = z.object({ season: z.string().trim().min(1).max(120).optional() });

export const LEADERBOARD_PAGE_MAX = 100;
export const leaderboardQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_PAGE_MAX).default(25),
});
