import type { ObjectiveView } from "@questhq/core";
import type { Db } from "../../db/client";
import { loadVisibleMission } from "../missions/mission-access";
import { loadObjectives, toObjectiveView } from "./objective-view";

/** GET /missions/{id}/objectives/ and /objectives/mission/{id}: same answer, in position order. */
export async function listMissionObjectives(db: Db, idOrSlug: string, viewerId: string | null): Promise<ObjectiveView[]> {
  const { row } = await loadVisibleMission(db, idOrSlug, viewerId);
  return (await loadObjectives(db, row.id)).map(toObjectiveView);
}
