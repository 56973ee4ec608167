import { count, eq } from "drizzle-orm";
import {
  AppError,
  WEBHOOK_ENDPOINTS_PER_ORGANIZATION_MAX,
  WEBHOOK_MESSAGES,
  type WebhookCreateInput,
  type WebhookEndpointWithSecretView,
  webhookCreateSchema,
} from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, webhookEndpoint } from "../../db/schema/index";
import { actingUserId, type Actor } from "../../lib/actor";
import { newSigningSecret } from "../../lib/standard-webhooks";
import { auditChange, requireWebhookAdmin, toEndpointView } from "./endpoint-view";
import { endpointUrlProblem, type WebhookSettings } from "./webhook-settings";

/** POST /organizations/{id}/webhooks: the signing secret is in this answer only (sealed at rest). */
export async function createEndpoint(
  db: Db,
  s: WebhookSettings,
  actor: Actor,
  organizationId: string,
  body: WebhookCreateInput,
): Promise<WebhookEndpointWithSecretView> {
  await requireWebhookAdmin(db, organizationId, actor);
  const input = webhookCreateSchema.parse(body);
  const problem = endpointUrlProblem(input.url, s);
  if (problem) throw new AppError("bad_request", problem, { url: [problem] });
  const secret = newSigningSecret();
  const row = await db.transaction(async (tx) => {
    // Counted under the organization row's lock: two creations at once cannot both pass the limit.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId))
      .for("update");
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.organizationId, organizationId));
    if (n >= WEBHOOK_ENDPOINTS_PER_ORGANIZATION_MAX) throw new AppError("conflict", WEBHOOK_MESSAGES.tooMany);
    const [created] = await tx
      .insert(webhookEndpoint)
      .values({
        organizationId,
        url: input.url,
        description: input.description,
        events: input.events,
        secretEnc: s.sealer.seal(secret),
        createdByUserId: actingUserId(actor),
      })
      .returning();
    return created!;
  });
  await auditChange(db, actor, organizationId, "webhook.created", row.id, { url: row.url, events: row.events });
  return { ...toEndpointView(row), secret };
}
