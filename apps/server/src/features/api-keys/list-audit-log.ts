import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { AppError, displayName } from "@questhq/core";
import type { AuditEntryView } from "@questhq/core/schemas/responses/api-keys";
import type { Db } from "../../db/client";
import { apiKey, auditLog, user } from "../../db/schema/index";
import type { UserActor } from "../../lib/actor";
import { requireOrgRole } from "../organizations/index";

// The organization's audit log, newest first, keyset paged by (created_at, id) so page 50 costs what page 1 does. The
// cursor keeps created_at as PostgreSQL wrote it (microseconds): a JavaScript Date would round it to milliseconds
// and skip or repeat rows written within the same millisecond.

export const AUDIT_LOG_PAGE_SIZE = 50;
const BAD_CURSOR = "This page link is no longer valid; reload the list.";

type Cursor = { at: string; id: string };

function decodeCursor(cursor: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<Cursor>;
    const { at, id } = c;
    if (typeof at !== "string" || !/^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(at)) throw new Error();
    if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id)) throw new Error();
    return { at, id };
  } catch {
    throw new AppError("bad_request", BAD_CURSOR, { next: ["Invalid cursor."] });
  }
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");

export async function listAuditLog(
  db: Db,
  actor: UserActor,
  organizationId: string,
  query: { next?: string; limit?: number },
): Promise<{ data: AuditEntryView[]; next: string | null }> {
  await requireOrgRole(db, organizationId, actor.userId, "admin");
  const limit = query.limit ?? AUDIT_LOG_PAGE_SIZE;
  const after = query.next ? decodeCursor(query.next) : null;
  const rows = await db
    .select({
      entry: auditLog,
      at: sql<string>`${auditLog.createdAt}::text`,
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
        after
          ? or(
              sql`${auditLog.createdAt} < ${after.at}::timestamptz`,
              and(sql`${auditLog.createdAt} = ${after.at}::timestamptz`, lt(auditLog.id, after.id)),
            )
          : sql`true`,
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
    next: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.entry.id }) : null,
  };
}
