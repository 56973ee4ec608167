import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";

// The organization's audit log (docs/product/developers.md#audit-log): key creation and revocation, webhook
// changes, and every write made through a key.

export type AuditEntry = {
  organizationId: string;
  actor: Actor;
  action: string;
  route?: string | null;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorUserId: entry.actor.kind === "user" ? entry.actor.userId : null,
    actorApiKeyId: entry.actor.kind === "api_key" ? entry.actor.keyId : null,
    action: entry.action,
    route: entry.route ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}
