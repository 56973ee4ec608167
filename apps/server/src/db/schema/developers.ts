import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ApiScope } from "@questhq/core/developers/api-keys";
import type { WebhookEventType } from "@questhq/core/developers/webhook-events";
import { cascadeRef, createdAt, timestamps, uuidId } from "./columns";
import { optionalUserRef } from "./auth";
import { organizationRef } from "./organizations";
import { objective } from "./missions";

// The organization API (docs/product/developers.md): keys its systems call with, the audit log of what was done
// through the API and to keys, and webhooks: endpoints, the outbox of events, one delivery per event and endpoint,
// and the log of each attempt.

/** Only the key's SHA-256 is kept: the key itself is shown once, at creation. */
export const apiKey = pgTable(
  "api_key",
  {
    id: uuidId(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    /** The key's first characters ("qhq_AbC12345"), so people can tell their keys apart. */
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull().unique(),
    scopes: text("scopes").array().$type<ApiScope[]>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdByUserId: optionalUserRef("created_by_user_id"),
    revokedByUserId: optionalUserRef("revoked_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("api_key_org_idx").on(t.organizationId, t.createdAt.desc())],
);
export type ApiKey = typeof apiKey.$inferSelect;

/** Who did what to an organization through its keys or its key and webhook settings; newest first. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuidId(),
    organizationId: organizationRef(),
    actorUserId: optionalUserRef("actor_user_id"),
    actorApiKeyId: uuid("actor_api_key_id").references(() => apiKey.id, { onDelete: "set null" }),
    /** "api_key.created", "mission.updated", "webhook.secret_rotated", … */
    action: text("action").notNull(),
    /** The method and route of an API write ("PATCH /api/v1/missions/{id}"), when it was one. */
    route: text("route"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_org_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc())],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: uuidId(),
    organizationId: organizationRef(),
    url: text("url").notNull(),
    description: text("description"),
    events: text("events").array().$type<WebhookEventType[]>().notNull(),
    /** The signing secret ("whsec_…"), sealed with lib/token-crypto.ts. */
    secretEnc: text("secret_enc").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    /** Why it was disabled: by an admin, or after failing every attempt for days. */
    disabledReason: text("disabled_reason"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The first failed attempt since its last success: the clock that disables an endpoint that never answers. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdByUserId: optionalUserRef("created_by_user_id"),
    ...timestamps(),
  },
  (t) => [index("webhook_endpoint_org_idx").on(t.organizationId)],
);
export type WebhookEndpoint = typeof webhookEndpoint.$inferSelect;

/** The outbox: written in the same transaction as the change it reports, so no change is ever left unreported. */
export const webhookEvent = pgTable(
  "webhook_event",
  {
    id: uuidId(),
    organizationId: organizationRef(),
    type: text("type").$type<WebhookEventType>().notNull(),
    /** The body every endpoint receives, byte for byte: { type, timestamp, data }. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** Set once its deliveries have been fanned out to the endpoints that listen for it. */
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_event_unfanned_idx").on(t.createdAt).where(sql`${t.fannedOutAt} is null`),
    index("webhook_event_org_idx").on(t.organizationId, t.createdAt.desc()),
  ],
);
export type WebhookEvent = typeof webhookEvent.$inferSelect;

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One event to one endpoint; retried until it succeeds or its schedule runs out. */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: uuidId(),
    eventId: cascadeRef("event_id", () => webhookEvent.id),
    endpointId: cascadeRef("endpoint_id", () => webhookEndpoint.id),
    /** The webhook-id header: the same on every attempt and on a redelivery. */
    messageId: text("message_id").notNull(),
    status: text("status", { enum: webhookDeliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A process sending it holds it until then; a crash mid-attempt frees it when the lease runs out. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastStatusCode: smallint("last_status_code"),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("webhook_delivery_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_delivery_endpoint_idx").on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    // One delivery per event and endpoint, whoever fans an event out and however often.
    uniqueIndex("webhook_delivery_event_endpoint_uq").on(t.eventId, t.endpointId),
  ],
);
export type WebhookDelivery = typeof webhookDelivery.$inferSelect;

/** Each try of a delivery: kept 30 days for the delivery log. */
export const webhookAttempt = pgTable(
  "webhook_attempt",
  {
    id: uuidId(),
    deliveryId: cascadeRef("delivery_id", () => webhookDelivery.id),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    /** null when no HTTP answer came (timeout, refused connection, refused address). */
    statusCode: smallint("status_code"),
    durationMs: integer("duration_ms").notNull(),
    /** The first 1 KB of the answer. */
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
  },
  (t) => [
    index("webhook_attempt_delivery_idx").on(t.deliveryId, t.attemptedAt.desc()),
    index("webhook_attempt_time_idx").on(t.attemptedAt),
  ],
);
export type WebhookAttempt = typeof webhookAttempt.$inferSelect;

/** A custom verification endpoint's signing secret, apart from the objective's public values. */
export const objectiveEndpointSecret = pgTable("objective_endpoint_secret", {
  objectiveId: uuid("objective_id")
    .primaryKey()
    .references(() => objective.id, { onDelete: "cascade" }),
  /** "whsec_…", sealed with lib/token-crypto.ts. */
  secretEnc: text("secret_enc").notNull(),
  createdAt: createdAt(),
});
