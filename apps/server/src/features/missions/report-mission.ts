import { AppError, reportMissionSchema, type MissionReportView } from "@questhq/core";
import type { Db } from "../../db/client";
import { missionReport } from "../../db/schema/index";
import { loadVisibleMission } from "./mission-access";
import { userActor } from "../../lib/actor";

/** POST /missions/{id}/flag/ (201): visitors may report too; the route is rate limited. */
export async function reportMission(
  db: Db,
  idOrSlug: string,
  reporterId: string | null,
  body: unknown,
): Promise<MissionReportView> {
  const input = reportMissionSchema.parse(body ?? {});
  const { row } = await loadVisibleMission(db, idOrSlug, reporterId ? userActor(reporterId) : null);
  if (row.status === "draft") throw new AppError("conflict", "Drafts cannot be reported.");
  const [saved] = await db
    .insert(missionReport)
    .values({ missionId: row.id, reporterUserId: reporterId, flagType: input.flag_type, notes: input.notes ?? "" })
    .returning();
  return {
    id: saved!.id,
    mission: row.id,
    flag_type: saved!.flagType,
    notes: saved!.notes,
    created_at: saved!.createdAt.toISOString(),
  };
}
