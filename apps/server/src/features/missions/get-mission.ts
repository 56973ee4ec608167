import type { MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import { loadVisibleMission } from "./mission-access";
import { toMissionView } from "./mission-view";

export async function getMission(db: Db, idOrSlug: string, viewerId: string | null): Promise<MissionView> {
  const { row, role } = await loadVisibleMission(db, idOrSlug, viewerId);
  return toMissionView(db, row, role);
}
