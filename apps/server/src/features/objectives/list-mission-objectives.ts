import type { ObjectiveView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { loadVisibleMission } from "../missions/index";
import { missionCreditTypeOf, type CreditTable } from "../participation/index";
import { loadObjectives, toObjectiveView } from "./objective-view";

/** GET /missions/{id}/objectives/ and /objectives/mission/{id}: same answer, in position order. */
export async function listMissionObjectives(
  db: Db,
  idOrSlug: string,
  viewer: Actor | null,
  table?: CreditTable,
): Promise<ObjectiveView[]> {
  const { row } = await loadVisibleMission(db, idOrSlug, viewer);
  const creditType = await missionCreditTypeOf(db, row.id);
  return (await loadObjectives(db, row.id)).map((o) => toObjectiveView(o, creditType, table));
}
