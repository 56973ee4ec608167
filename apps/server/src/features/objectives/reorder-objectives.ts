import { eq } from "drizzle-orm";
import { AppError, reorderObjectivesSchema, type ObjectiveView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { objective } from "../../db/schema/index";
import { lockMissionForChange, touchMission } from "../missions/index";
import { loadObjectives, toObjectiveView } from "./objective-view";

export const REORDER_MISMATCH = "The order must list every objective of the mission exactly once.";

/** POST /missions/{id}/objectives/reorder/ { order }: order changes nobody's progress, so it is always allowed. */
export async function reorderObjectives(
  db: Db,
  actor: Actor,
  missionId: string,
  body: unknown,
): Promise<ObjectiveView[]> {
  const { order } = reorderObjectivesSchema.parse(body);
  return db.transaction(async (tx) => {
    const { row } = await lockMissionForChange(tx, missionId, actor);
    const current = await loadObjectives(tx, row.id);
    const ids = new Set(current.map((o) => o.id));
    if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
      throw new AppError("validation_failed", REORDER_MISMATCH, { order: [REORDER_MISMATCH] });
    }
    for (const [position, id] of order.entries()) {
      await tx.update(objective).set({ position }).where(eq(objective.id, id));
    }
    await touchMission(tx, row.id);
    return (await loadObjectives(tx, row.id)).map((o) => toObjectiveView(o));
  });
}
