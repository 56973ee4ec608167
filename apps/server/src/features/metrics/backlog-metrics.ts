import { sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { metricsRegistry } from "../../lib/metrics";

// Queue depths, counted when Prometheus scrapes: one statement of five COUNTs, each on a partial index of pending rows
// (the *_due_idx of objective_completion, challenge_completion, notification_email and webhook_delivery). They are the
// database's numbers, the same in every process, so the cluster's aggregation keeps the largest, not their sum.

/** A scrape must not wait on a slow database: past this the series are NaN for that scrape. */
export const BACKLOG_TIMEOUT_MS = 2_000;

type Backlog = {
  objectiveRetries: number;
  challengeRetries: number;
  notificationEmails: number;
  webhooksDue: number;
  webhooksPending: number;
};

async function countBacklog(db: Db): Promise<Backlog> {
  return db.transaction(async (tx) => {
    // Also stops the statement on the server when the scrape has given up on it (PGlite has no such timer).
    await tx.execute(sql.raw(`set local statement_timeout = ${BACKLOG_TIMEOUT_MS}`));
    const [row] = rowsOf<Record<string, number | string>>(
      await tx.execute(sql`
        select
          (select count(*) from objective_completion
            where status = 'pending' and next_attempt_at <= now()) as objective_retries,
          (select count(*) from challenge_completion
            where status = 'pending' and next_attempt_at <= now()) as challenge_retries,
          (select count(*) from notification_email
            where status = 'pending' and next_attempt_at <= now()) as notification_emails,
          (select count(*) from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id and e.is_enabled
            where d.status = 'pending' and d.next_attempt_at <= now()) as webhooks_due,
          (select count(*) from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id and e.is_enabled
            where d.status = 'pending') as webhooks_pending`),
    );
    return {
      objectiveRetries: Number(row?.objective_retries),
      challengeRetries: Number(row?.challenge_retries),
      notificationEmails: Number(row?.notification_emails),
      webhooksDue: Number(row?.webhooks_due),
      webhooksPending: Number(row?.webhooks_pending),
    };
  });
}

type Reader = { db: Db; warn(err: unknown): void };
/** The apps counting, the latest first to be read (several share a process in tests only). */
const readers: Reader[] = [];
/** The scrape under way's reading: a registry collects its metrics at once, and the two gauges share one statement. */
let inFlight: Promise<Backlog | null> | null = null;

function readBacklog(): Promise<Backlog | null> {
  const current = readers.at(-1);
  if (!current) return Promise.resolve(null);
  if (inFlight) return inFlight;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), BACKLOG_TIMEOUT_MS);
  });
  const counted = countBacklog(current.db).catch((err: unknown) => {
    current.warn(err);
    return null;
  });
  inFlight = Promise.race([counted, timeout]).finally(() => {
    clearTimeout(timer);
    inFlight = null;
  });
  return inFlight;
}

function registerGauges(): void {
  if (metricsRegistry.getSingleMetric("questhq_job_backlog")) return;
  new Gauge({
    name: "questhq_job_backlog",
    help: "Units of work due now and not yet taken, by job (verification retries, notification emails, webhooks)",
    labelNames: ["job"] as const,
    aggregator: "max",
    registers: [metricsRegistry],
    async collect() {
      const b = await readBacklog();
      this.set({ job: "verification-retries" }, b?.objectiveRetries ?? Number.NaN);
      this.set({ job: "challenge-retries" }, b?.challengeRetries ?? Number.NaN);
      this.set({ job: "notification-emails" }, b?.notificationEmails ?? Number.NaN);
      this.set({ job: "webhook-deliveries" }, b?.webhooksDue ?? Number.NaN);
    },
  });
  new Gauge({
    name: "questhq_webhook_outbox_depth",
    help: "Webhook deliveries not yet sent to enabled endpoints: due now, waiting for a retry, or being sent",
    aggregator: "max",
    registers: [metricsRegistry],
    async collect() {
      this.set((await readBacklog())?.webhooksPending ?? Number.NaN);
    },
  });
}

/** Counts the backlogs of `db` at each scrape, until the returned function is called. */
export function watchBacklog(db: Db, warn: (err: unknown) => void): () => void {
  registerGauges();
  const mine: Reader = { db, warn };
  readers.push(mine);
  return () => void readers.splice(readers.indexOf(mine), 1);
}
