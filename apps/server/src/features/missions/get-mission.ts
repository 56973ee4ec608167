import { eq, sql } from "drizzle-orm";
import { AppError, type MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { mission, objective, organization, reward } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { actorRole } from "../organizations/index";
import { isUuid, MISSION_NOT_FOUND } from "./mission-access";
import { cardOrganizationColumns, cardRewardColumns, missionViewOf, toMissionCard } from "./mission-view";

// The mission page is the most-read answer (shared links, the launch spike): one prepared statement reads the
// mission with its organization, reward and objective count; a signed-in viewer adds one read for their role.

function pageQuery(db: Db, name: string, by: "id" | "slug") {
  return db
    .select({
      m: mission,
      org: cardOrganizationColumns,
      r: cardRewardColumns,
      objectives: sql<number>`(select count(*)::int from ${objective} where ${objective.missionId} = ${mission.id})`,
    })
    .from(mission)
    .innerJoin(organization, eq(organization.id, mission.organizationId))
    .leftJoin(reward, eq(reward.missionId, mission.id))
    .where(eq(by === "id" ? mission.id : mission.slug, sql.placeholder("key")))
    .prepare(name);
}

/**
 * One mission by id or slug; a draft is reported as missing to anyone outside its organization, and another
 * organization's mission to an API key.
 */
export async function getMission(db: Db, idOrSlug: string, viewer: Actor | null): Promise<MissionView> {
  const byId = isUuid(idOrSlug);
  const by = byId ? "id" : "slug";
  const page = prepared(db, `mission_page_by_${by}`, (d, name) => pageQuery(d, name, by));
  const [row] = await page.execute({ key: byId ? idOrSlug : idOrSlug.toLowerCase() });
  if (!row) throw new AppError("not_found", MISSION_NOT_FOUND);
  const m = row.m;
  const role = await actorRole(db, m.organizationId, viewer);
  const isHidden = m.status === "draft" || viewer?.kind === "api_key";
  if (isHidden && !role) throw new AppError("not_found", MISSION_NOT_FOUND);
  return missionViewOf(m, toMissionCard(m, row.org, row.r), row.objectives, role);
}
