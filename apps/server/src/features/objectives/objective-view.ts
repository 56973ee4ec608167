import { asc, eq } from "drizzle-orm";
import {
  DEFAULT_OBJECTIVE_CREDITS,
  objectiveCredits,
  objectiveDisplay,
  type MissionCreditType,
  type ObjectiveView,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { objective, type Objective } from "../../db/schema/index";

export function toObjectiveView(
  o: Objective,
  creditType: MissionCreditType = "default",
  table: Readonly<Record<MissionCreditType, number>> = DEFAULT_OBJECTIVE_CREDITS,
): ObjectiveView {
  const display = objectiveDisplay(o.template, o.values);
  return {
    id: o.id,
    mission: o.missionId,
    template: o.template,
    provider: o.provider,
    provider_name: display.provider_name,
    provider_category: display.provider_category,
    title: display.title,
    url: display.url,
    values: o.values,
    position: o.position,
    credits: o.credits,
    effective_credits: objectiveCredits(o.credits, creditType, table),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

export async function loadObjectives(db: Db, missionId: string): Promise<Objective[]> {
  return db
    .select()
    .from(objective)
    .where(eq(objective.missionId, missionId))
    .orderBy(asc(objective.position), asc(objective.createdAt));
}
