import { z } from "zod";
import { httpUrl } from "../http-url";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook-events";

// An organization's webhook endpoints and their delivery log (docs/product/developers.md#webhooks). The
// organization API speaks snake_case, as the systems that call it expect. Whether an http URL is allowed depends on
// the server's settings, so the server checks that part (with WEBHOOK_MESSAGES.httpsOnly).

export const WEBHOOK_ENDPOINTS_PER_ORGANIZATION_MAX = 20;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** The answer excerpt kept for each attempt. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;
/** Attempts are kept this long for the delivery log. */
export const WEBHOOK_ATTEMPT_RETENTION_DAYS = 30;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 50;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatusName = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_MESSAGES = {
  urlInvalid: "Enter the endpoint's full URL, starting with https://.",
  httpsOnly: "The endpoint URL must use https.",
  publicOnly: "The endpoint URL must point to a public address, not a local or private one.",
  eventsRequired: "Choose at least one event.",
  descriptionTooLong: `A description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters.`,
  tooMany:
    `An organization can have at most ${WEBHOOK_ENDPOINTS_PER_ORGANIZATION_MAX} webhook endpoints; ` +
    "delete one first.",
  notFound: "Webhook endpoint not found.",
  deliveryNotFound: "Delivery not found.",
  disabled: "This endpoint is disabled; enable it first.",
  nothingToChange: "Send the url, the events or enabled.",
  statusInvalid: "Filter by pending, succeeded or failed.",
  disabledByAdmin: "Disabled by an organization admin.",
  /** `period`: "5 days", "12 hours" (the server's WEBHOOK_DISABLE_AFTER, in words). */
  disabledAfterFailures: (period: string) => `Disabled after every delivery attempt failed for ${period}.`,
} as const;

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Events are ${WEBHOOK_EVENT_TYPES.join(", ")}.` }))
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((e) => [...new Set(e)].sort() as WebhookEventType[]);
const url = httpUrl(WEBHOOK_MESSAGES.urlInvalid);

export const webhookCreateSchema = z.object({
  url,
  events,
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((d) => d || null),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z
  .object({ url: url.optional(), events: events.optional(), enabled: z.boolean().optional() })
  .refine((b) => b.url !== undefined || b.events !== undefined || b.enabled !== undefined, {
    message: WEBHOOK_MESSAGES.nothingToChange,
  });
export type WebhookUpdateInput = z.input<typeof webhookUpdateSchema>;

const blankIsAbsent = (v: unknown) => (v == null || (typeof v === "string" && v.trim() === "") ? undefined : v);

export const webhookDeliveriesQuerySchema = z.object({
  status: z.preprocess(
    blankIsAbsent,
    z.enum(WEBHOOK_DELIVERY_STATUSES, { error: WEBHOOK_MESSAGES.statusInvalid }).optional(),
  ),
  limit: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERIES_PAGE_SIZE)),
  /** The opaque keyset cursor of the answer's `next` link. */
  next: z.preprocess(blankIsAbsent, z.string().max(200).optional()),
});
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

/** An endpoint as the API answers it; the secret only in the answers to create and rotate-secret. */
export type WebhookEndpointView = {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
};
export type WebhookEndpointWithSecretView = WebhookEndpointView & { secret: string };

export type WebhookAttemptView = {
  attempted_at: string;
  /** null when no HTTP answer came (timeout, refused connection, refused address). */
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string | null;
  error: string | null;
};

export type WebhookDeliveryView = {
  id: string;
  event_id: string;
  event_type: WebhookEventType;
  /** The webhook-id header: the same on every attempt and on a redelivery. */
  message_id: string;
  status: WebhookDeliveryStatusName;
  attempts: number;
  last_status_code: number | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  succeeded_at: string | null;
  created_at: string;
  /** Newest first. */
  attempt_log: WebhookAttemptView[];
};
