import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { jobState } from "../db/schema/index";
import { Client, createSiblingApp, createTestApp, signInWithEmail, type TestApp } from "../test/harness";
import type { JobDefinition } from "./registry";
import { backoffMs, runJob } from "./run-job";
import { startJobs } from "./start-jobs";

// The jobs home on a real database: the registry's jobs run on their schedule and leave their record in job_state,
// a failing job records its error and backs off, a lock job runs on one of two servers at a time and once per
// interval, and operators (only they) read every job's record.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REGISTRY = [
  "verification-retries",
  "challenge-retries",
  "entry-freeze",
  "notification-emails",
  "notification-digest",
  "notification-reminders",
  "webhook-deliveries",
  "webhook-log-pruning",
  "saga-settlement",
  "saga-boosters",
  "mission-view-rollup",
  "mission-activity-rollup",
  "news-ingest",
  "chain-indexer",
];

let t: TestApp;

beforeAll(async () => {
  // The indexer and news ingestion are off in tests unless their interval is set in the environment itself.
  vi.stubEnv("NEWS_INGEST_INTERVAL_MINUTES", "0.005");
  t = await createTestApp({
    OPERATOR_EMAILS: "ops@example.com",
    VERIFY_POLL_MS: "100",
    WEBHOOK_POLL_MS: "100",
    MISSION_VIEW_ROLLUP_MS: "100",
    NEWS_INGEST_INTERVAL_MINUTES: "0.005",
    NEWS_FIXTURES: "false",
  });
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await t?.close();
});

const stateOf = async (app: TestApp, name: string) =>
  (await app.database.db.select().from(jobState).where(eq(jobState.name, name)))[0];

describe("the registry's jobs", () => {
  it("runs every job that is on and records its last and next run", async () => {
    const on = REGISTRY.filter((name) => name !== "chain-indexer");
    const finished = async () => {
      const rows = await t.database.db.select().from(jobState);
      return rows.filter((r) => r.lastOutcome === "ok").map((r) => r.name);
    };
    await expect.poll(finished, { timeout: 15_000, interval: 100 }).toEqual(expect.arrayContaining(on));
    // Stopped, so that no run is half-recorded while the rows are read.
    await t.app.jobs.stop();
    const every: Record<string, number> = {
      "saga-settlement": 60_000,
      "saga-boosters": 60_000,
      "news-ingest": 300,
      "webhook-log-pruning": 3_600_000,
      "notification-digest": 300_000,
      "notification-reminders": 60_000,
    };
    for (const name of on) {
      const row = (await stateOf(t, name))!;
      expect(row.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(row.lastStartedAt!.getTime());
      expect(row.nextRunAt!.getTime() - row.lastStartedAt!.getTime()).toBe(every[name] ?? 100);
      expect(row).toMatchObject({ lastOutcome: "ok", failures: 0, lastError: null });
    }
    // No staking chain in this app: the indexer is listed but off, and has never run.
    expect(await stateOf(t, "chain-indexer")).toBeUndefined();
  });

  it("answers operators every job with its schedule and record, and refuses everyone else", async () => {
    const ops = await signInWithEmail(t, "ops@example.com");
    const res = await ops.get("/api/v1/operator/jobs");
    expect(res.statusCode, res.body).toBe(200);
    const jobs = res.json().data as Record<string, unknown>[];
    expect(jobs.map((j) => j.name)).toEqual(REGISTRY);
    const retries = jobs[0]!;
    const row = (await stateOf(t, "verification-retries"))!;
    expect(retries).toEqual({
      name: "verification-retries",
      description: "Verifies again the objectives a rate-limited or unavailable provider left pending",
      kind: "queued",
      lease: "claims",
      lease_detail: "pending objective completions, one at a time, each leased for 2 minutes",
      every_ms: 100,
      running: false,
      last_started_at: row.lastStartedAt!.toISOString(),
      last_finished_at: row.lastFinishedAt!.toISOString(),
      last_outcome: "ok",
      last_error: null,
      last_error_at: null,
      failures: 0,
      next_run_at: row.nextRunAt!.toISOString(),
    });
    expect(jobs.find((j) => j.name === "news-ingest")).toMatchObject({
      lease: "lock",
      lease_detail: "news-ingest",
      every_ms: 300,
    });
    expect(jobs.find((j) => j.name === "chain-indexer")).toMatchObject({
      lease: "lock",
      every_ms: null,
      last_started_at: null,
      last_outcome: null,
      next_run_at: null,
    });
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(doc.paths["/api/v1/operator/jobs"].get.responses["200"]).toBeDefined();

    const member = await signInWithEmail(t, "member@example.com");
    expect((await member.get("/api/v1/operator/jobs")).statusCode).toBe(403);
    expect((await new Client(t.app).get("/api/v1/operator/jobs")).statusCode).toBe(401);
  });
});

describe("a failing job", () => {
  it("records its error, backs off longer after each failure, and is back on schedule after a success", async () => {
    let failing = true;
    const job: JobDefinition = {
      name: "test-flaky",
      description: "Fails until told otherwise",
      kind: "recurring",
      everyMs: 50,
      lease: { kind: "claims", units: "nothing" },
      run: async () => {
        if (failing) throw new Error("the provider is down");
      },
    };
    const db = t.database.db;
    const first = await runJob(db, job);
    expect(first).toMatchObject({ ran: true, error: new Error("the provider is down") });
    let row = (await stateOf(t, job.name))!;
    expect(row).toMatchObject({ lastOutcome: "failed", lastError: "the provider is down", failures: 1 });
    expect(row.lastErrorAt).toEqual(row.lastFinishedAt);
    expect(row.nextRunAt!.getTime() - row.lastFinishedAt!.getTime()).toBe(backoffMs(50, 1));
    expect(backoffMs(50, 1)).toBe(100);

    // Backing off: not run again before its next run, by this process or any other.
    expect(await runJob(db, job)).toEqual({ ran: false, nextRunAt: row.nextRunAt });
    await sleep(row.nextRunAt!.getTime() - Date.now() + 5);
    expect((await runJob(db, job)).ran).toBe(true);
    row = (await stateOf(t, job.name))!;
    expect(row.failures).toBe(2);
    expect(row.nextRunAt!.getTime() - row.lastFinishedAt!.getTime()).toBe(200);
    // Capped: a job down for long is still tried every couple of minutes (or its own interval, when longer).
    expect(backoffMs(50, 30)).toBe(120_000);
    expect(backoffMs(600_000, 3)).toBe(600_000);

    failing = false;
    await sleep(row.nextRunAt!.getTime() - Date.now() + 5);
    expect(await runJob(db, job)).toMatchObject({ ran: true });
    row = (await stateOf(t, job.name))!;
    expect(row).toMatchObject({ lastOutcome: "ok", failures: 0, lastError: "the provider is down" });
    expect(row.nextRunAt!.getTime() - row.lastStartedAt!.getTime()).toBe(50);
  });

  it("is retried on its backoff by the schedule, and its failure is what operators see", async () => {
    const starts: number[] = [];
    const job: JobDefinition = {
      name: "test-always-failing",
      description: "Always fails",
      kind: "recurring",
      everyMs: 40,
      firstRunAfterMs: 0,
      lease: { kind: "claims", units: "nothing" },
      run: async () => {
        starts.push(Date.now());
        throw new Error(`failure ${starts.length}`);
      },
    };
    const jobs = startJobs(t.app, [job]);
    await expect.poll(() => starts.length, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(4);
    await jobs.stop();
    // Waits of 80, 160 and 320 ms after the failures (less the time a run takes to start and record).
    const gaps = starts.slice(1, 4).map((at, i) => at - starts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(80);
    expect(gaps[1]).toBeGreaterThanOrEqual(160);
    expect(gaps[2]).toBeGreaterThanOrEqual(320);
    const [view] = await jobs.list();
    expect(view).toMatchObject({
      name: "test-always-failing",
      last_outcome: "failed",
      last_error: `failure ${starts.length}`,
      failures: starts.length,
      running: false,
    });
  });
});

describe("a lock job on two servers sharing one database", () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createSiblingApp(t, { VERIFY_POLL_MS: "0" }, { ownConnections: true });
  });
  afterAll(async () => {
    await other?.close();
  });

  it("runs on one server at a time, once per interval", async () => {
    const EVERY = 600;
    let active = 0;
    let most = 0;
    const starts: { at: number; server: number }[] = [];
    const lockJob = (server: number): JobDefinition => ({
      name: "test-locked",
      description: "Counts its runs",
      kind: "recurring",
      everyMs: EVERY,
      firstRunAfterMs: 0,
      lease: { kind: "lock", key: "test-locked" },
      run: async () => {
        starts.push({ at: Date.now(), server });
        active += 1;
        most = Math.max(most, active);
        await sleep(EVERY / 2);
        active -= 1;
      },
    });
    const a = startJobs(t.app, [lockJob(1)]);
    const b = startJobs(other.app, [lockJob(2)]);
    await expect.poll(() => starts.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(5);
    await Promise.all([a.stop(), b.stop()]);
    expect(most).toBe(1);
    // Both servers try every interval; a run is never started before the interval after the last one started (less
    // the moment between reading the due time and the run's own clock, which a loaded machine stretches: a quarter
    // of the interval is allowed). Without that, a server would often start the job right after the other's run,
    // half an interval after its start, which this bound still refuses.
    const gaps = starts.slice(1).map((s, i) => s.at - starts[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual((EVERY * 3) / 4);

    // By hand: due again, it runs; called again right after, it is not due, and nothing runs.
    const db = other.database.db;
    const last = (await stateOf(t, "test-locked"))!;
    await sleep(Math.max(0, last.nextRunAt!.getTime() - Date.now()) + 5);
    expect(await runJob(db, lockJob(2))).toMatchObject({ ran: true });
    const before = starts.length;
    expect(await runJob(db, lockJob(2))).toMatchObject({ ran: false });
    expect(starts.length).toBe(before);
  });
});
