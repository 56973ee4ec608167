import { eq } from "drizzle-orm";
import {
  AppError,
  WEBHOOK_MESSAGES,
  type WebhookEndpointView,
  type WebhookUpdateInput,
  webhookUpdateSchema,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { webhookEndpoint } from "../../db/schema/index";
import type { Actor } from "../../lib/actor";
import { auditChange, loadEndpoint, requireWebhookAdmin, toEndpointView } from "./endpoint-view";
import { endpointUrlProblem, type WebhookSettings } from "./webhook-settings";

/**
 * PATCH /organizations/{id}/webhooks/{hookId}: url, events, enabled. Enabling again starts the failure clock afresh
 * (an endpoint disabled after days of failures would otherwise be disabled again by its next failed attempt).
 */
export async function updateEndpoint(
  db: Db,
  s: WebhookSettings,
  actor: Actor,
  organizationId: string,
  endpointId: string,
  body: WebhookUpdateInput,
): Promise<WebhookEndpointView> {
  await requireWebhookAdmin(db, organizationId, actor);
  const input = webhookUpdateSchema.parse(body);
  const current = await loadEndpoint(db, organizationId, endpointId);
  if (input.url !== undefined) {
    const problem = endpointUrlProblem(input.url, s);
    if (problem) throw new AppError("bad_request", problem, { url: [problem] });
  }
  const now = new Date();
  const enabling = input.enabled === true && !current.isEnabled;
  const disabling = input.enabled === false && current.isEnabled;
  const [row] = await db
    .update(webhookEndpoint)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(enabling ? { isEnabled: true, disabledReason: null, disabledAt: null, failingSince: null } : {}),
      ...(disabling ? { isEnabled: false, disabledReason: WEBHOOK_MESSAGES.disabledByAdmin, disabledAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(webhookEndpoint.id, current.id))
    .returning();
  if (!row) throw new AppError("not_found", WEBHOOK_MESSAGES.notFound);
  await auditChange(db, actor, organizationId, "webhook.updated", row.id, { changes: input });
  return toEndpointView(row);
}
