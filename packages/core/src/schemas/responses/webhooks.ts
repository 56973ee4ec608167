import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "../../developers/webhook-events";
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEndpointWithSecretView,
} from "../../developers/webhooks";
import { dataAnswer, isoDateTime, pageAnswer, type Flat } from "./common";
import { sameType } from "./same-type";

// What the webhook routes answer (docs/product/developers.md#webhooks).

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  disabled_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
sameType<z.output<typeof webhookEndpointSchema>, WebhookEndpointView>();

export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().describe('The signing secret ("whsec_…"), shown only here: keep it now'),
});
sameType<z.output<typeof webhookEndpointWithSecretSchema>, Flat<WebhookEndpointWithSecretView>>();

export const webhookAttemptSchema = z.object({
  attempted_at: isoDateTime,
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  message_id: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_attempt_at: isoDateTime.nullable(),
  next_attempt_at: isoDateTime.nullable(),
  succeeded_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  attempt_log: z.array(webhookAttemptSchema),
});
sameType<z.output<typeof webhookDeliverySchema>, WebhookDeliveryView>();

export const webhookEndpointAnswer = dataAnswer(webhookEndpointSchema);
export const webhookEndpointWithSecretAnswer = dataAnswer(webhookEndpointWithSecretSchema);
export const webhookEndpointsAnswer = dataAnswer(z.array(webhookEndpointSchema));
export const webhookDeliveriesAnswer = pageAnswer(webhookDeliverySchema);
export const webhookDeliveryAnswer = dataAnswer(webhookDeliverySchema);
/** POST …/test: the ping's delivery, queued for the endpoint. */
export const webhookTestAnswer = dataAnswer(webhookDeliverySchema);
