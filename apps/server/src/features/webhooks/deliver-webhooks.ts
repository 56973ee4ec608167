import { and, eq, sql } from "drizzle-orm";
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { webhookAttempt, webhookDelivery, webhookEndpoint } from "../../db/schema/index";
import type { Mailer } from "../../lib/mailer";
import { safeFetch, SsrfError } from "../../lib/ssrf";
import { signedHeaders } from "../../lib/standard-webhooks";
import { disableFailingEndpoint } from "./disable-endpoint";
import { retryDelayMs, type WebhookSettings } from "./webhook-settings";

// The delivery job (docs/product/developers.md#webhooks): at least once, each delivery claimed by one process at a
// time. A claim is one statement — the oldest due delivery of an enabled endpoint, taken with FOR UPDATE SKIP LOCKED
// and leased (its next attempt moved past the lease, so it is not due for anyone else meanwhile). A process that dies
// mid-attempt leaves it due again when the lease runs out, and another one sends it: the receiver may then see the
// same webhook-id twice, which is what the header is for. The result is written only while the lease is still ours.

export type DeliveryDeps = {
  db: Db;
  settings: WebhookSettings;
  mailer: Mailer;
  log?: { warn(o: object, m: string): void };
};

const USER_AGENT = "QuestHQ-Webhooks/1.0";
/** Deliveries one run sends at most; the next run goes on. */
const RUN_MAX = 500;
/** The lease covers the timeout and the writes around it. */
const leaseMs = (s: WebhookSettings) => s.timeoutMs + 30_000;

type Claimed = {
  id: string;
  message_id: string;
  attempts: number;
  leased_until: string;
  payload: Record<string, unknown>;
  endpoint_id: string;
  url: string;
  secret_enc: string;
};

/** The bytes every attempt sends: `{ type, timestamp, data }` in that order, the stored body's values. */
export function deliveryBody(payload: Record<string, unknown>): string {
  return JSON.stringify({ type: payload.type, timestamp: payload.timestamp, data: payload.data });
}

async function claimNext(db: Db, s: WebhookSettings): Promise<Claimed | undefined> {
  const now = new Date();
  const until = new Date(now.getTime() + leaseMs(s));
  const rows = rowsOf<Claimed>(
    await db.execute(sql`
      update webhook_delivery d
      set leased_until = ${until.toISOString()}::timestamptz, next_attempt_at = ${until.toISOString()}::timestamptz,
        attempts = d.attempts + 1, updated_at = ${now.toISOString()}::timestamptz
      from webhook_event ev, webhook_endpoint e
      where d.id = (
          select due.id from webhook_delivery due
          join webhook_endpoint live on live.id = due.endpoint_id and live.is_enabled
          where due.status = 'pending' and due.next_attempt_at <= ${now.toISOString()}::timestamptz
          order by due.next_attempt_at
          limit 1
          for update of due skip locked)
        and ev.id = d.event_id and e.id = d.endpoint_id
      returning d.id, d.message_id, d.attempts, d.leased_until::text as leased_until, ev.payload,
        e.id as endpoint_id, e.url, e.secret_enc`),
  );
  return rows[0];
}

type Outcome = { statusCode: number | null; durationMs: number; excerpt: string | null; error: string | null };

async function send(c: Claimed, s: WebhookSettings): Promise<Outcome> {
  const body = deliveryBody(c.payload);
  const started = performance.now();
  try {
    const secret = s.sealer.open(c.secret_enc);
    const res = await safeFetch(c.url, {
      method: "POST",
      body,
      followRedirects: false,
      truncate: true,
      maxBytes: WEBHOOK_RESPONSE_EXCERPT_BYTES,
      timeoutMs: s.timeoutMs,
      allowHosts: s.allowHosts,
      userAgent: USER_AGENT,
      headers: { ...signedHeaders(secret, c.message_id, new Date(), body), "content-type": "application/json" },
    });
    // Text PostgreSQL can store: a receiver may answer anything, NUL bytes included.
    const excerpt = new TextDecoder().decode(res.body).replaceAll("\u0000", "");
    const isRedirect = res.status >= 300 && res.status < 400;
    return {
      statusCode: res.status,
      durationMs: Math.round(performance.now() - started),
      excerpt: excerpt || null,
      error: isRedirect ? "Redirects are not followed: answer the delivery at the endpoint URL itself." : null,
    };
  } catch (err) {
    const message = err instanceof SsrfError || err instanceof Error ? err.message : "unknown error";
    return { statusCode: null, durationMs: Math.round(performance.now() - started), excerpt: null, error: message };
  }
}

/** Writes one attempt's outcome; returns the endpoint to disable, if this failure was its last straw. */
async function record(db: Db, c: Claimed, o: Outcome, s: WebhookSettings) {
  const at = new Date();
  const isSuccess = o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;
  const delay = isSuccess ? null : retryDelayMs(s.retrySchedule, c.attempts);
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempt).values({
      deliveryId: c.id,
      attemptedAt: at,
      statusCode: o.statusCode,
      durationMs: o.durationMs,
      responseExcerpt: o.excerpt,
      error: o.error?.slice(0, 500) ?? null,
    });
    // Only while the lease is ours: a redelivery or a process that took over after it ran out now owns the row.
    await tx
      .update(webhookDelivery)
      .set({
        status: isSuccess ? "succeeded" : delay === null ? "failed" : "pending",
        nextAttemptAt: delay === null ? at : new Date(at.getTime() + delay),
        leasedUntil: null,
        lastAttemptAt: at,
        lastStatusCode: o.statusCode,
        ...(isSuccess ? { succeededAt: at } : {}),
        updatedAt: at,
      })
      .where(and(eq(webhookDelivery.id, c.id), sql`${webhookDelivery.leasedUntil} = ${c.leased_until}::timestamptz`));
    if (isSuccess) {
      await tx
        .update(webhookEndpoint)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoint.id, c.endpoint_id), sql`${webhookEndpoint.failingSince} is not null`));
      return null;
    }
    await tx
      .update(webhookEndpoint)
      .set({ failingSince: sql`coalesce(${webhookEndpoint.failingSince}, ${at.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoint.id, c.endpoint_id));
    return disableFailingEndpoint(tx, c.endpoint_id, at, s.disableAfterMs);
  });
}

/**
 * One run: sends due deliveries, WEBHOOK_CONCURRENCY at a time, until none is due (or RUN_MAX). Safe to run in every
 * process at once. Returns how many attempts it made.
 */
export async function deliverDueWebhooks(deps: DeliveryDeps): Promise<number> {
  let made = 0;
  const worker = async () => {
    while (made < RUN_MAX) {
      const claimed = await claimNext(deps.db, deps.settings);
      if (!claimed) return;
      made += 1;
      const outcome = await send(claimed, deps.settings);
      const disabled = await record(deps.db, claimed, outcome, deps.settings);
      if (disabled) await disabled.notify(deps.mailer, deps.settings.publicUrl, deps.log);
    }
  };
  await Promise.all(Array.from({ length: deps.settings.concurrency }, worker));
  return made;
}
