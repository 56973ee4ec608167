import { and, eq, or } from "drizzle-orm";
import { mission, missionParticipant } from "../../db/schema/index";
import type { Verifier, VerifyContext, VerifyOutcome } from "../types";
import { FINISHED_STATUSES } from "./history";
import { completeMissionMessage, QUESTHQ_MESSAGES, winMissionMessage } from "./messages";

// questhq_complete_mission and questhq_mission_won: the user's participation in another mission,
// named by its page URL (https://<host>/missions/<slug>). The host is not checked: the same
// mission is reachable under several domains (custom domain, localhost in development).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path segment after /missions/ (a slug; older links may carry the mission id). */
export function missionRefFromUrl(url: unknown): string | null {
  if (typeof url !== "string") return null;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /\/missions\/([^/]+)/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

async function participationIn(ctx: VerifyContext) {
  const ref = missionRefFromUrl(ctx.objective.values.missionUrl);
  if (!ref) return null;
  const byRef = UUID.test(ref) ? or(eq(mission.slug, ref), eq(mission.id, ref)) : eq(mission.slug, ref);
  const [row] = await ctx.db
    .select({ id: mission.id, title: mission.title, status: missionParticipant.status })
    .from(mission)
    .leftJoin(
      missionParticipant,
      and(eq(missionParticipant.missionId, mission.id), eq(missionParticipant.userId, ctx.userId)),
    )
    .where(byRef)
    .limit(1);
  return row ?? null;
}

function verifyParticipation(accepted: readonly string[], notYet: (title: string) => string): Verifier {
  return async (ctx): Promise<VerifyOutcome> => {
    const found = await participationIn(ctx);
    if (!found) return { status: "incomplete", message: QUESTHQ_MESSAGES.missionNotFound };
    if (found.status && accepted.includes(found.status)) {
      return { status: "completed", evidence: { mission_id: found.id, participant_status: found.status } };
    }
    return { status: "incomplete", message: notYet(found.title) };
  };
}

export const verifyCompleteMission = verifyParticipation(FINISHED_STATUSES, completeMissionMessage);
export const verifyMissionWon = verifyParticipation(["Selected"], winMissionMessage);
