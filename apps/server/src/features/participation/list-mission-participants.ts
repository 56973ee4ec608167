import { and, asc, eq, gt, sql } from "drizzle-orm";
import { AppError, SYNC_SETTLE_MS, type ParticipantsQuery, type UserStatus } from "@questhq/core";
import type { ParticipantView } from "@questhq/core/schemas/responses/organization-reads";
import type { Db } from "../../db/client";
import { mission, missionParticipant } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, timeText } from "../../lib/time-cursor";
import { requireOrgAccess } from "../organizations/index";
import { isUuid } from "../missions/index";
import { linkedIdentities } from "./linked-identities";

// A mission's participants for an organization's systems (docs/product/developers.md#reads), oldest change first,
// keyset paged by (updated_at, id): a system keeps the last `next` (or the last updated_at it saw) and reads on
// from there; a participant who changes again comes back later in the order with its new state.

const MISSION_NOT_FOUND = "Mission not found.";

export async function listMissionParticipants(
  db: Db,
  actor: Actor,
  organizationId: string,
  missionId: string,
  query: ParticipantsQuery,
): Promise<{ data: ParticipantView[]; next: string | null }> {
  await requireOrgAccess(db, organizationId, actor, "member");
  if (!isUuid(missionId)) throw new AppError("not_found", MISSION_NOT_FOUND);
  const [m] = await db
    .select({ id: mission.id })
    .from(mission)
    .where(and(eq(mission.id, missionId), eq(mission.organizationId, organizationId)));
  if (!m) throw new AppError("not_found", MISSION_NOT_FOUND);
  const after = query.next ? decodeTimeCursor(query.next) : null;
  const rows = await db
    .select({ p: missionParticipant, at: timeText(missionParticipant.updatedAt) })
    .from(missionParticipant)
    .where(
      and(
        eq(missionParticipant.missionId, missionId),
        query.status ? eq(missionParticipant.status, query.status) : undefined,
        query.updated_since ? gt(missionParticipant.updatedAt, new Date(query.updated_since)) : undefined,
        after ? afterTimeCursor(missionParticipant.updatedAt, missionParticipant.id, after, "asc") : undefined,
        sql`${missionParticipant.updatedAt} <= now() - ${`${SYNC_SETTLE_MS} milliseconds`}::interval`,
      ),
    )
    .orderBy(asc(missionParticipant.updatedAt), asc(missionParticipant.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const linked = await linkedIdentities(
    db,
    page.map((r) => r.p.userId),
  );
  const last = page.at(-1);
  return {
    data: page.map(({ p }) => ({
      id: p.id,
      user_id: p.userId,
      status: p.status as UserStatus,
      completed_objective_ids: p.completedObjectiveIds,
      entries: p.entryCount,
      paid_entries: p.paidEntries,
      entry_wallet: p.walletAddress,
      entered_at: p.enteredAt?.toISOString() ?? null,
      selected_at: p.selectedAt?.toISOString() ?? null,
      linked: linked.get(p.userId)!,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    })),
    next: rows.length > query.limit && last ? encodeTimeCursor({ at: last.at, id: last.p.id }) : null,
  };
}
