import { desc, eq } from "drizzle-orm";
import type { WebhookEndpointView } from "@questhq/core";
import type { Db } from "../../db/client";
import { webhookEndpoint } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { loadEndpoint, requireWebhookAdmin, toEndpointView } from "./endpoint-view";

/** GET /organizations/{id}/webhooks: newest first, never with a secret (an organization has at most 20). */
export async function listEndpoints(db: Db, actor: Actor, organizationId: string): Promise<WebhookEndpointView[]> {
  await requireWebhookAdmin(db, organizationId, actor);
  const rows = await db
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.organizationId, organizationId))
    .orderBy(desc(webhookEndpoint.createdAt), desc(webhookEndpoint.id));
  return rows.map(toEndpointView);
}

/** GET /organizations/{id}/webhooks/{hookId}. */
export async function getEndpoint(
  db: Db,
  actor: Actor,
  organizationId: string,
  endpointId: string,
): Promise<WebhookEndpointView> {
  await requireWebhookAdmin(db, organizationId, actor);
  return toEndpointView(await loadEndpoint(db, organizationId, endpointId));
}
