import { and, desc, eq } from "drizzle-orm";
import { displayName } from "@questhq/core";
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, timeText } from "../../lib/time-cursor";
import type { AuditEntryView } from "@questhq/core/schemas/responses/api-keys";
import type { Db } from "../../db/client";
import { apiKey, auditLog, user } from "../../db/schema/index";
import type { UserActor } from "../../lib/actor";
import { requireOrgRole } from "../organizations/index";

// The organization's audit log, newest first, keyset paged by (created_at, id) so page 50 costs what page 1 does.

export const AUDIT_LOG_PAGE_SIZE = 50;
export async function listAuditLog(
  db: Db,
  actor: UserActor,
  organizationId: string,
  query: { next?: string; limit?: number },
): Promise<{ data: AuditEntryView[]; next: string | null }> {
  await requireOrgRole(db, organizationId, actor.userId, "admin");
  const limit = query.limit ?? AUDIT_LOG_PAGE_SIZE;
  const after = query.next ? decodeTimeCursor(query.next) : null;
  const rows = await db
    .select({
      entry: auditLog,
      at: timeText(auditLog.createdAt),
      userName: user.name,
      userEmail: user.email,
      userEns: user.ensName,
      keyName: apiKey.name,
      keyPrefix: apiKey.prefix,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .leftJoin(apiKey, eq(apiKey.id, auditLog.actorApiKeyId))
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        after ? afterTimeCursor(auditLog.createdAt, auditLog.id, after, "desc") : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(({ entry, at: _at, ...who }) => ({
      id: entry.id,
      action: entry.action,
      route: entry.route,
      target_id: entry.targetId,
      // Keys are revoked, never deleted; a person's account may be, which leaves the entry without its user.
      actor: entry.actorApiKeyId
        ? { kind: "api_key" as const, id: entry.actorApiKeyId, name: `${who.keyName} (${who.keyPrefix}…)` }
        : {
            kind: "user" as const,
            id: entry.actorUserId,
            name: entry.actorUserId
              ? displayName({ name: who.userName, email: who.userEmail, ensName: who.userEns, walletAddress: null })
              : "A deleted account",
          },
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    })),
    next: rows.length > limit && last ? encodeTimeCursor({ at: last.at, id: last.entry.id }) : null,
  };
}
