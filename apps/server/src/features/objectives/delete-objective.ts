import { eq } from "drizzle-orm";
import { AppError } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { objective } from "../../db/schema/index";
import { touchMission } from "../missions/index";
import { hasParticipants } from "../missions/index";
import { canRemoveObjective } from "./objective-rules";
import { lockObjectiveForChange } from "../missions/index";
import { loadObjectives } from "./objective-view";

/** DELETE /objectives/{id}/: the remaining objectives close the gap so positions stay 0..n-1. */
export async function deleteObjective(db: Db, actor: Actor, objectiveId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { current, mission } = await lockObjectiveForChange(tx, objectiveId, actor);
    const refusal = canRemoveObjective({
      status: mission.status,
      hasParticipants: await hasParticipants(tx, mission.id),
    });
    if (refusal) throw new AppError("conflict", refusal);
    await tx.delete(objective).where(eq(objective.id, current.id));
    const rest = await loadObjectives(tx, mission.id);
    for (const [i, o] of rest.entries()) {
      if (o.position !== i) await tx.update(objective).set({ position: i }).where(eq(objective.id, o.id));
    }
    await touchMission(tx, mission.id);
    return { id: current.id };
  });
}
