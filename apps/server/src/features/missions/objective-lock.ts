import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { objective, type Objective, type Mission } from "../../db/schema/index";
import { isUuid, lockMissionForChange } from "./mission-access";

export const OBJECTIVE_NOT_FOUND = "Objective not found.";

/** Loads an objective and locks its mission for a change by the caller (member or admin). */
export async function lockObjectiveForChange(
  tx: Db,
  objectiveId: string,
  actor: Actor,
): Promise<{ current: Objective; mission: Mission }> {
  if (!isUuid(objectiveId)) throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
  const [found] = await tx
    .select({ missionId: objective.missionId })
    .from(objective)
    .where(eq(objective.id, objectiveId));
  if (!found) throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
  const { row } = await lockMissionForChange(tx, found.missionId, actor);
  const [current] = await tx.select().from(objective).where(eq(objective.id, objectiveId));
  if (!current) throw new AppError("not_found", OBJECTIVE_NOT_FOUND);
  return { current, mission: row };
}
