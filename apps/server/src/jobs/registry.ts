import type { FastifyInstance } from "fastify";
import { runDueVerifications } from "../features/participation/retry-verifications";
import { runDueChallengeVerifications } from "../features/sagas/retry-challenges";
import { freezeClosedMissions } from "../features/draws/freeze-entries";
import { deliverNotificationEmails, sendDueDigests, sendReminders } from "../features/notifications/index";
import { settleEndedSagas } from "../features/sagas/settle-saga";
import { accrueSagaBoosters } from "../features/sagas/accrue-boosters";
import { ingestDueChannels } from "../features/news/ingest/ingest-due-channels";
import { stakingChainIndexer } from "../features/chain/indexer/index-staking-chain";
import { deliverDueWebhooks } from "../features/webhooks/deliver-webhooks";
import { pruneWebhookLog } from "../features/webhooks/prune-webhook-log";
import { webhookSettings } from "../features/webhooks/webhook-settings";
import { rollUpMissionViews } from "../features/analytics/roll-up-mission-views";
import { rollUpMissionActivity } from "../features/analytics/roll-up-mission-activity";

// Every background job of the server, in one list (docs/ARCHITECTURE.md, "Background jobs on several instances").
// The work lives in its feature, which exports the function doing one run; this file only says when it runs and how
// several processes share it. start-jobs.ts schedules the list in every process and records each run in job_state.

/**
 * How the processes that all run the schedule share a job:
 * - `lock`: the whole run holds lib/job-lock.ts's lock `key`, so one process runs it at a time; a process that finds
 *   it held, or finds the job already run for this interval, leaves it to the next one.
 * - `claims`: the work claims its own units (rows taken with FOR UPDATE SKIP LOCKED and a lease, or a lock per unit),
 *   so every process runs it on its own schedule and they share the units; `units` says what is claimed.
 */
export type JobLease = { kind: "lock"; key: string } | { kind: "claims"; units: string };

/**
 * recurring: sweeps whatever has become due. queued: delivers rows that other code wrote for it in its own
 * transaction (notification emails, webhook deliveries), claiming them one at a time.
 */
export type JobKind = "recurring" | "queued";

export type JobDefinition = {
  /** Unique; the key of its job_state row and the name operators see. */
  name: string;
  /** One line: what a run does. */
  description: string;
  kind: JobKind;
  /** Milliseconds between runs; 0 when its setting turns it off (it is listed, not scheduled). */
  everyMs: number;
  /** The first run after start-up; one interval when unset. */
  firstRunAfterMs?: number;
  lease: JobLease;
  run: () => Promise<unknown>;
};

/** Webhook deliveries are looked for this often unless WEBHOOK_POLL_MS says otherwise (off in tests). */
const WEBHOOK_POLL_DEFAULT_MS = 500;
/** The delivery log's old attempts are pruned hourly. */
const WEBHOOK_PRUNE_EVERY_MS = 3_600_000;

/** Page views become the organizers' hourly figures once a minute unless MISSION_VIEW_ROLLUP_MS says otherwise. */
const MISSION_VIEW_ROLLUP_DEFAULT_MS = 60_000;

/** Due digests are looked for every five minutes (each person's comes at most every EMAIL_DIGEST_EVERY_HOURS). */
const DIGEST_LOOK_EVERY_MS = 300_000;

/** Reminders come from time passing: a look once a minute is on time for a deadline a day away. */
const REMINDERS_EVERY_MS = 60_000;

/** Saga settlement waits for a Saga's end and boosters are daily or weekly snapshots: once a minute is plenty. */
const SAGA_EVERY_MS = 60_000;

/**
 * The jobs of this server, built from its settings. VERIFY_POLL_MS paces the six jobs that the verification
 * worker used to tick (0 turns them all off: tests that drive them by hand do so). The indexer and news ingestion
 * are off in tests unless their interval is set explicitly.
 */
export function jobRegistry(app: FastifyInstance): JobDefinition[] {
  const { env, log } = app;
  const db = app.database.db;
  const deps = { db, env, budgets: app.providerBudgets, log };
  const poll = env.VERIFY_POLL_MS;
  const inTests = env.NODE_ENV === "test";
  const newsEvery =
    inTests && process.env.NEWS_INGEST_INTERVAL_MINUTES === undefined ? 0 : env.NEWS_INGEST_INTERVAL_MINUTES * 60_000;
  const setup = app.chain.setup;
  const indexerOn = setup && !(inTests && process.env.INDEXER_POLL_MS === undefined);
  const webhookPoll = env.WEBHOOK_POLL_MS ?? (inTests ? 0 : WEBHOOK_POLL_DEFAULT_MS);
  const viewRollUp = env.MISSION_VIEW_ROLLUP_MS ?? (inTests ? 0 : MISSION_VIEW_ROLLUP_DEFAULT_MS);
  const hooks = webhookSettings(env);
  const mail = { db, mailer: app.mailer, publicUrl: env.PUBLIC_URL, secret: env.AUTH_SECRET, log };
  /** A verification retry job: both kinds of completion go through the same leased queue (retry-due.ts). */
  const retryJob = (name: string, what: string, completion: string, run: () => Promise<unknown>): JobDefinition => ({
    name,
    description: `Verifies again the ${what} a rate-limited or unavailable provider left pending`,
    kind: "queued",
    everyMs: poll,
    lease: { kind: "claims", units: `pending ${completion} completions, one at a time, each leased for 2 minutes` },
    run,
  });
  /** A Saga job: once a minute (SAGA_EVERY_MS) while the poll is on, the first run one poll after start-up. */
  const sagaJob = (name: string, description: string, units: string, run: () => Promise<unknown>): JobDefinition => ({
    name,
    description,
    kind: "recurring",
    everyMs: poll > 0 ? SAGA_EVERY_MS : 0,
    firstRunAfterMs: poll,
    lease: { kind: "claims", units },
    run,
  });
  return [
    retryJob("verification-retries", "objectives", "objective", () => runDueVerifications(deps)),
    retryJob("challenge-retries", "weekly challenges", "challenge", () => runDueChallengeVerifications(deps)),
    {
      name: "entry-freeze",
      description: "Freezes the entry lists of missions whose entries have closed, ready for their draw",
      kind: "recurring",
      everyMs: poll,
      lease: { kind: "claims", units: "each closed mission and its draw row, locked with SKIP LOCKED" },
      run: () => freezeClosedMissions(db, env),
    },
    {
      name: "notification-emails",
      description: "Sends notification emails (a win, a Saga settled…), again later when the mail server refused one",
      kind: "queued",
      everyMs: poll,
      lease: { kind: "claims", units: "notification emails, each marked as sending before it goes out" },
      run: () => deliverNotificationEmails(mail),
    },
    {
      name: "notification-digest",
      description: "Emails each person who asked for it their other unread notifications, at most every few hours",
      kind: "recurring",
      everyMs: poll && DIGEST_LOOK_EVERY_MS,
      firstRunAfterMs: poll,
      lease: { kind: "claims", units: "each person's digest, claimed by a conditional write before it goes out" },
      run: () => sendDueDigests(mail),
    },
    {
      name: "notification-reminders",
      description:
        "Tells winners of a wallet deadline a day away, Saga players of new weekly challenges, and streams' cliffs",
      kind: "recurring",
      everyMs: poll && REMINDERS_EVERY_MS,
      firstRunAfterMs: poll,
      // No lock: holding one would keep a pooled connection for the run. Every process may run it; each event is
      // keyed, so a repeat or a concurrent run writes nothing more.
      lease: { kind: "claims", units: "none: each reminder is keyed by its event, a second writer adds nothing" },
      run: () => sendReminders(db),
    },
    {
      name: "webhook-deliveries",
      description: "Sends due webhook deliveries to organizations' endpoints, and retries the failed ones",
      kind: "queued",
      everyMs: webhookPoll,
      lease: { kind: "claims", units: "deliveries, one at a time, each leased for twice WEBHOOK_TIMEOUT_MS + 10 s" },
      run: () => deliverDueWebhooks({ db, settings: hooks, mailer: app.mailer, log }),
    },
    {
      name: "webhook-log-pruning",
      description: "Deletes webhook attempts older than 30 days, and older events with nothing left to send",
      kind: "recurring",
      everyMs: webhookPoll > 0 ? WEBHOOK_PRUNE_EVERY_MS : 0,
      firstRunAfterMs: webhookPoll,
      lease: { kind: "claims", units: "old rows, deleted in batches taken with SKIP LOCKED" },
      run: () => pruneWebhookLog(db),
    },
    sagaJob(
      "saga-settlement",
      "Settles every Saga that has ended and has no settlement yet",
      "each Saga under its own settlement lock",
      () => settleEndedSagas(db, env),
    ),
    sagaJob(
      "saga-boosters",
      "Accrues the running Saga's staked-NFT, membership and subscription boosters",
      "one row per account and period; each account's weekly chain read locked",
      () => accrueSagaBoosters(deps),
    ),
    {
      name: "mission-view-rollup",
      description: "Counts the mission page views waiting into hourly figures and forgets past days' visitor salts",
      kind: "recurring",
      everyMs: viewRollUp,
      lease: { kind: "lock", key: "mission-view-rollup" },
      run: () => rollUpMissionViews(db),
    },
    {
      name: "mission-activity-rollup",
      description:
        "Counts again the hours of participants and objective completions that changed, for mission analytics",
      kind: "recurring",
      everyMs: viewRollUp,
      lease: { kind: "lock", key: "mission-activity-rollup" },
      run: () => rollUpMissionActivity(db),
    },
    {
      name: "news-ingest",
      description: "Reads the news channels whose next fetch is due",
      kind: "recurring",
      everyMs: newsEvery,
      // Shortly after start-up: the sandbox serves its fixture feeds from this very server, once it listens.
      firstRunAfterMs: Math.min(5_000, newsEvery),
      lease: { kind: "lock", key: "news-ingest" },
      run: () => ingestDueChannels(deps),
    },
    {
      name: "chain-indexer",
      description: "Applies the staking chain's confirmed contract events (deposits, mints, claims, stakes)",
      kind: "recurring",
      everyMs: indexerOn ? env.INDEXER_POLL_MS : 0,
      firstRunAfterMs: 0,
      lease: { kind: "lock", key: `chain-indexer:${setup?.chainId ?? env.STAKING_CHAIN_ID}` },
      // Without a staking chain the job is off and never runs.
      run: setup ? stakingChainIndexer(deps, setup) : async () => undefined,
    },
  ];
}
