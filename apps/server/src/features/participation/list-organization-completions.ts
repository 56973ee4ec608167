import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { SYNC_SETTLE_MS, type CompletionsQuery } from "@questhq/core";
import type { CompletionView } from "@questhq/core/schemas/responses/organization-reads";
import type { Db } from "../../db/client";
import { mission, objective, objectiveCompletion } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, timeText } from "../../lib/time-cursor";
import { requireOrgAccess } from "../organizations/index";

// Objective completions of an organization's missions in the order they happened (docs/product/developers.md#reads),
// keyset paged by (completed_at, id), so a system syncs incrementally: `since` for its first read, then `next`.

export async function listOrganizationCompletions(
  db: Db,
  actor: Actor,
  organizationId: string,
  query: CompletionsQuery,
): Promise<{ data: CompletionView[]; next: string | null }> {
  await requireOrgAccess(db, organizationId, actor, "member");
  const after = query.next ? decodeTimeCursor(query.next) : null;
  const missions = db.select({ id: mission.id }).from(mission).where(eq(mission.organizationId, organizationId));
  const rows = await db
    .select({
      c: {
        id: objectiveCompletion.id,
        missionId: objectiveCompletion.missionId,
        objectiveId: objectiveCompletion.objectiveId,
        userId: objectiveCompletion.userId,
        credits: objectiveCompletion.creditsAwarded,
        completedAt: objectiveCompletion.completedAt,
      },
      template: objective.template,
      at: timeText(objectiveCompletion.completedAt),
    })
    .from(objectiveCompletion)
    .innerJoin(objective, eq(objective.id, objectiveCompletion.objectiveId))
    .where(
      and(
        eq(objectiveCompletion.status, "completed"),
        query.mission_id
          ? and(eq(objectiveCompletion.missionId, query.mission_id), inArray(objectiveCompletion.missionId, missions))
          : inArray(objectiveCompletion.missionId, missions),
        query.since ? gt(objectiveCompletion.completedAt, new Date(query.since)) : undefined,
        after ? afterTimeCursor(objectiveCompletion.completedAt, objectiveCompletion.id, after, "asc") : undefined,
        sql`${objectiveCompletion.completedAt} <= now() - ${`${SYNC_SETTLE_MS} milliseconds`}::interval`,
      ),
    )
    .orderBy(asc(objectiveCompletion.completedAt), asc(objectiveCompletion.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(({ c, template }) => ({
      id: c.id,
      mission_id: c.missionId,
      objective_id: c.objectiveId,
      template,
      user_id: c.userId,
      credits: c.credits,
      completed_at: c.completedAt!.toISOString(),
    })),
    next: rows.length > query.limit && last ? encodeTimeCursor({ at: last.at, id: last.c.id }) : null,
  };
}
