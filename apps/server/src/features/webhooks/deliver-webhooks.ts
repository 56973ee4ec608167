import { sql } from "drizzle-orm";
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { Mailer } from "../../lib/mailer";
import { webhookDeliveries } from "../../lib/metrics";
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
/**
 * The lease: the attempt's timeout (which bounds the lookup, the connection and the answer) twice over, plus 10 s for
 * the writes around it; 30 s on the default timeout.
 */
export const leaseMs = (s: Pick<WebhookSettings, "timeoutMs">) => 2 * s.timeoutMs + 10_000;

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

/** The oldest due delivery of an enabled endpoint, leased to the caller; undefined when none is due. */
export async function claimNextDelivery(db: Db, s: WebhookSettings): Promise<Claimed | undefined> {
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

/**
 * Writes one attempt's outcome in one statement (the attempt, the delivery, the endpoint's failure clock): a success,
 * the common case, costs one round trip, which is what the embedded database's single connection needs. The delivery
 * is updated only while the lease is ours: a redelivery, or a process that took over after it ran out, now owns it.
 * Returns the endpoint to disable when this failure was its last straw.
 */
async function record(db: Db, c: Claimed, o: Outcome, s: WebhookSettings) {
  const at = new Date();
  const when = sql`${at.toISOString()}::timestamptz`;
  const isSuccess = o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;
  const delay = isSuccess ? null : retryDelayMs(s.retrySchedule, c.attempts);
  const status = isSuccess ? "succeeded" : delay === null ? "failed" : "pending";
  const next = delay === null ? at : new Date(at.getTime() + delay);
  const [row] = rowsOf<{ failing_ms: number | null }>(
    await db.execute(sql`
      with attempt as (
        insert into webhook_attempt (delivery_id, attempted_at, status_code, duration_ms, response_excerpt, error)
        values (${c.id}::uuid, ${when}, ${o.statusCode}::smallint, ${o.durationMs}::int, ${o.excerpt}::text,
          ${o.error?.slice(0, 500) ?? null}::text)
        returning id),
      delivery as (
        update webhook_delivery set status = ${status}, next_attempt_at = ${next.toISOString()}::timestamptz,
          leased_until = null, last_attempt_at = ${when}, last_status_code = ${o.statusCode}::smallint,
          succeeded_at = case when ${isSuccess}::boolean then ${when} else succeeded_at end, updated_at = ${when}
        where id = ${c.id}::uuid and leased_until = ${c.leased_until}::timestamptz
        returning id),
      endpoint as (
        update webhook_endpoint
        set failing_since = case when ${isSuccess}::boolean then null else coalesce(failing_since, ${when}) end
        where id = ${c.endpoint_id}::uuid and (not ${isSuccess}::boolean or failing_since is not null)
        returning failing_since)
      select (select (extract(epoch from failing_since) * 1000)::float8 from endpoint) as failing_ms`),
  );
  webhookDeliveries.inc({ result: isSuccess ? "success" : delay === null ? "gave_up" : "failed_attempt" });
  const failingMs = row?.failing_ms == null ? null : Number(row.failing_ms);
  if (isSuccess || failingMs === null || at.getTime() - failingMs < s.disableAfterMs) return null;
  return db.transaction((tx) => disableFailingEndpoint(tx, c.endpoint_id, at, s.disableAfterMs));
}

/**
 * One run: sends due deliveries, WEBHOOK_CONCURRENCY at a time, until none is due (or RUN_MAX). Safe to run in every
 * process at once. Returns how many attempts it made.
 */
export async function deliverDueWebhooks(deps: DeliveryDeps): Promise<number> {
  let made = 0;
  const worker = async () => {
    while (made < RUN_MAX) {
      const claimed = await claimNextDelivery(deps.db, deps.settings);
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
