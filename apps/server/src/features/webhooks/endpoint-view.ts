import { and, eq } from "drizzle-orm";
import { AppError, WEBHOOK_MESSAGES, type WebhookEndpointView } from "@questhq/core";
import type { Db } from "../../db/client";
import { webhookEndpoint, type WebhookEndpoint } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { recordAudit } from "../api-keys/index";
import { requireOrgAccess } from "../organizations/index";

// What every webhook use-case shares: who may manage endpoints, finding one within its organization, the view.

export function toEndpointView(row: WebhookEndpoint): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.isEnabled,
    disabled_reason: row.disabledReason,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Organization admins (or a key of the organization, whose scope the route checked) manage its endpoints. */
export async function requireWebhookAdmin(db: Db, organizationId: string, actor: Actor): Promise<void> {
  await requireOrgAccess(db, organizationId, actor, "admin");
}

/** The endpoint, when it belongs to the organization; another organization's endpoint is not found. */
export async function loadEndpoint(db: Db, organizationId: string, endpointId: string): Promise<WebhookEndpoint> {
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.organizationId, organizationId)));
  if (!row) throw new AppError("not_found", WEBHOOK_MESSAGES.notFound);
  return row;
}

/**
 * A person's change goes to the audit log here (docs/product/developers.md#audit-log); a key's writes are
 * recorded by the key hook for every route (features/api-keys/api-key-auth.ts), so they are not written twice.
 */
export async function auditChange(
  db: Db,
  actor: Actor,
  organizationId: string,
  action: string,
  targetId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (actor.kind !== "user") return;
  await recordAudit(db, { organizationId, actor, action, targetId, details });
}
