import { eq } from "drizzle-orm";
import { AppError, missionUpdateSchema, type MissionView } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/actor";
import { mission } from "../../db/schema/index";
import type { FormBody } from "../../lib/form-body";
import { sanitizeRichText } from "../../lib/html";
import { storeBanner } from "./banner";
import { lockMissionForChange } from "./mission-access";
import { toMissionView } from "./mission-view";

export const CHAIN_FROZEN = "The blockchain of a published mission cannot change.";
export const START_FROZEN = "The start date cannot move once the mission has started.";
export const END_BEFORE_START = "End date must be after the start date.";

/** PUT /missions/{id}: a draft changes freely; a published mission keeps what participants rely on. */
export async function updateMission(
  db: Db,
  dataDir: string,
  actor: Actor,
  missionId: string,
  form: FormBody,
): Promise<MissionView> {
  const input = missionUpdateSchema.parse(form.fields);
  const bannerUrl = await storeBanner(dataDir, form.files.banner);
  return db.transaction(async (tx) => {
    const { row, role } = await lockMissionForChange(tx, missionId, actor);
    const isDraft = row.status === "draft";
    const startsAt = input.start_date !== undefined ? new Date(input.start_date) : row.startsAt;
    const endsAt = input.end_date !== undefined ? new Date(input.end_date) : row.endsAt;
    if (!isDraft) {
      if (input.blockchain !== undefined && input.blockchain !== row.blockchainChainId) {
        throw new AppError("conflict", CHAIN_FROZEN, { blockchain: [CHAIN_FROZEN] });
      }
      const hasStarted = row.startsAt !== null && row.startsAt <= new Date();
      if (hasStarted && startsAt?.getTime() !== row.startsAt?.getTime()) {
        throw new AppError("conflict", START_FROZEN, { start_date: [START_FROZEN] });
      }
    }
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new AppError("validation_failed", END_BEFORE_START, { end_date: [END_BEFORE_START] });
    }
    const [updated] = await tx
      .update(mission)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
        ...(input.blockchain !== undefined ? { blockchainChainId: input.blockchain } : {}),
        ...(bannerUrl ? { bannerUrl } : input.banner_url !== undefined ? { bannerUrl: input.banner_url || null } : {}),
        ...(input.free_entries !== undefined ? { freeEntries: input.free_entries } : {}),
        ...(input.is_multi_entry_enabled !== undefined ? { isMultiEntryEnabled: input.is_multi_entry_enabled } : {}),
        startsAt,
        endsAt,
        updatedAt: new Date(),
      })
      .where(eq(mission.id, missionId))
      .returning();
    return toMissionView(tx, updated!, role);
  });
}
