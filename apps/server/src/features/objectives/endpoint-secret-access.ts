import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import { mission, objective, type Mission, type Objective } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { ARCHIVED_FROZEN, isUuid, MISSION_NOT_FOUND, NOT_MISSION_MEMBER } from "../missions/index";
import { actorRole } from "../organizations/index";

// Who may read or rotate a custom verification endpoint's secret: members of the mission's organization, or a key
// of that organization (docs/product/objectives.md#verified-by-your-api). Kept in one function so it follows the
// mission access rules wherever they go.

export const OBJECTIVE_NOT_FOUND = "Objective not found.";
export const NO_ENDPOINT_SECRET = "Only objectives verified by your API have a signing secret.";

export type EndpointObjective = { objective: Objective; mission: Mission };

export async function requireEndpointObjective(
  db: Db,
  objectiveId: string,
  actor: Actor,
  purpose: "read" | "change",
): Promise<EndpointObjective> {
  if (!isUuid(objectiveId)) throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
  const [row] = await db
    .select({ objective, mission })
    .from(objective)
    .innerJoin(mission, eq(mission.id, objective.missionId))
    .where(eq(objective.id, objectiveId));
  if (!row) throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
  if (!(await actorRole(db, row.mission.organizationId, actor))) {
    // Another organization's objective does not exist for a key; as for every mission change, a draft stays unknown
    // to outsiders and a visible mission says why.
    if (actor.kind === "api_key") throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
    if (row.mission.status === "draft") throw new AppError("not_found", MISSION_NOT_FOUND);
    throw new AppError("forbidden", NOT_MISSION_MEMBER);
  }
  if (row.objective.template !== "endpoint_check") throw new AppError("not_found", NO_ENDPOINT_SECRET);
  if (purpose === "change" && row.mission.status === "archived") throw new AppError("conflict", ARCHIVED_FROZEN);
  return row;
}
