import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiblingApp, createTestApp, signInWithEmail, type TestApp } from "../../test/harness";
import { createCast, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission } from "../../test/participation-kit";
import { startReceiver, type Receiver } from "../../test/webhook-receiver";
import { parseExposition, samplesOf, sumOf, type Sample } from "../../test/prometheus-text";
import { jobRegistry } from "../../jobs/registry";
import { runJob } from "../../jobs/run-job";

// GET /metrics on the main port with METRICS_TOKEN (docs/ops/metrics.md): absent unless turned on, refused without the
// token exactly as a path that does not exist, and with it the series of what the server did. The registry is the
// process's, shared by every app of this file, so counts are compared between two scrapes.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TOKEN = randomBytes(32).toString("hex");

let t: TestApp;
let cast: Cast;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ METRICS_TOKEN: TOKEN, VERIFY_POLL_MS: "0", FETCH_ALLOWED_HOSTS: receiver.host });
  cast = await createCast(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.stop();
});

async function scrape(app: TestApp = t): Promise<Sample[]> {
  const res = await app.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parseExposition(res.body);
}

describe("metrics on the main port", () => {
  it("are not there by default: GET /metrics answers as an unknown path does", async () => {
    const plain = await createTestApp();
    try {
      const metrics = await plain.app.inject({ method: "GET", url: "/metrics" });
      const unknown = await plain.app.inject({ method: "GET", url: "/metrics-nothing-here" });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.json().error.code).toBe(unknown.json().error.code);
      // …even with a bearer token.
      const withToken = await plain.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("are not on the main port when METRICS_PORT is set (main.ts serves them there), token or not", async () => {
    const withPort = await createTestApp({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN });
    try {
      const res = await withPort.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("questhq_");
    } finally {
      await withPort.close();
    }
  });

  it("refuse a scrape without the token, or with a wrong one, as if /metrics did not exist", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/nothing-here" });
    for (const authorization of [undefined, `Bearer ${randomBytes(32).toString("hex")}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.json()).toEqual({ error: { code: "not_found", message: "Route GET /metrics not found." } });
      expect(res.json().error.code).toBe(unknown.json().error.code);
      expect(res.body).not.toContain("questhq_");
    }
  });

  it("are not in the OpenAPI document", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).not.toContain("/metrics");
  });

  it("count requests by route pattern and status, never the raw URL, and not the scrapes themselves", async () => {
    const { mission } = await createLiveMission(cast, { objectives: 1 });
    const before = await scrape();
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const read = await cast.visitor.get(`/api/v1/missions/${mission.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const missing = await t.app.inject({ method: "GET", url: `/no-such-page-${mission.id}` });
    expect(missing.statusCode).toBe(404);
    await scrape();
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      sumOf(after, name, labels) - sumOf(before, name, labels);
    const health = { method: "GET", route: "/api/health", status_code: "200" };
    expect(delta("questhq_http_requests_total", health)).toBe(3);
    expect(
      delta("questhq_http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/health",
        status_class: "2xx",
      }),
    ).toBe(3);
    expect(delta("questhq_http_requests_total", { route: "/api/v1/missions/:id", status_code: "200" })).toBe(1);
    expect(delta("questhq_http_requests_total", { route: "unmatched", status_code: "404" })).toBe(1);
    // Three scrapes, none counted.
    expect(samplesOf(after, "questhq_http_requests_total", { route: "/metrics" })).toEqual([]);
    const routes = samplesOf(after, "questhq_http_requests_total").map((s) => s.labels.route ?? "");
    expect(routes.filter((r) => r.includes(mission.id))).toEqual([]);
    // The histogram's buckets are cumulative up to +Inf, which holds every request.
    const buckets = samplesOf(after, "questhq_http_request_duration_seconds_bucket", { route: "/api/health" });
    expect(buckets.find((b) => b.labels.le === "+Inf")?.value).toBe(
      sumOf(after, "questhq_http_request_duration_seconds_count", { route: "/api/health" }),
    );
  });

  it("count verifications, webhook deliveries, job runs and the outbox waiting for the job", async () => {
    const endpoint = await cast.admin.post(`/api/v1/organizations/${cast.orgId}/webhooks`, {
      url: receiver.url("/metrics-test"),
      events: ["objective.completed"],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    receiver.setSecret("/metrics-test", endpoint.json().data.secret);
    const { mission, objectives } = await createLiveMission(cast, { objectives: 2 });
    const before = await scrape();

    const user = await signInWithEmail(t, `metrics-${Date.now()}@example.com`);
    await completeAll(
      user,
      mission.id,
      objectives.map((o) => o.id),
    );
    const waiting = await scrape();
    const verified = { template: "client_validation", outcome: "completed" };
    expect(sumOf(waiting, "questhq_verification_outcomes_total", verified)).toBe(
      sumOf(before, "questhq_verification_outcomes_total", verified) + 2,
    );
    // Two completions, two deliveries due, and the job has not run (WEBHOOK_POLL_MS is off in tests).
    expect(sumOf(waiting, "questhq_webhook_outbox_depth")).toBe(2);
    expect(sumOf(waiting, "questhq_job_backlog", { job: "webhook-deliveries" })).toBe(2);
    expect(sumOf(waiting, "questhq_job_backlog", { job: "verification-retries" })).toBe(0);

    const job = jobRegistry(t.app).find((j) => j.name === "webhook-deliveries")!;
    const ran = await runJob(t.database.db, job);
    expect(ran).toMatchObject({ ran: true });
    expect(receiver.received.filter((r) => r.path === "/metrics-test")).toHaveLength(2);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sumOf(after, name, labels) - sumOf(waiting, name, labels);
    expect(delta("questhq_webhook_deliveries_total", { result: "success" })).toBe(2);
    expect(delta("questhq_job_runs_total", { job: "webhook-deliveries", outcome: "ok" })).toBe(1);
    expect(delta("questhq_job_run_duration_seconds_count", { job: "webhook-deliveries" })).toBe(1);
    const lastSuccess = sumOf(after, "questhq_job_last_success_timestamp_seconds", { job: "webhook-deliveries" });
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60);
    expect(sumOf(after, "questhq_webhook_outbox_depth")).toBe(0);
    expect(sumOf(after, "questhq_job_backlog", { job: "webhook-deliveries" })).toBe(0);
  });

  it("time the database's statements, report its pool, and the process's own figures", async () => {
    const before = await scrape();
    await t.database.query("select 1");
    const after = await scrape();
    expect(sumOf(after, "questhq_db_query_duration_seconds_count")).toBeGreaterThan(
      sumOf(before, "questhq_db_query_duration_seconds_count"),
    );
    const pool = samplesOf(after, "questhq_db_pool_connections");
    expect(pool).toHaveLength(1);
    if (onPostgres) {
      expect(pool[0]!.value).toBeGreaterThanOrEqual(1);
      expect(pool[0]!.value).toBeLessThanOrEqual(4); // the harness's pool size
    } else {
      // The embedded database is one connection, to PGlite's thread.
      expect(pool[0]!.value).toBe(1);
    }
    expect(sumOf(after, "questhq_db_pool_waiting_clients")).toBe(0);
    expect(sumOf(after, "questhq_process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samplesOf(after, "questhq_nodejs_eventloop_lag_p99_seconds")).toHaveLength(1);
  });

  it("never refuse a scrape by the API's rate limit, and count the limits' refusals by limiter", async () => {
    const limited = await createSiblingApp(t, { RATE_LIMIT_MAX: "2", AUTH_RATE_LIMIT_MAX: "1" });
    try {
      for (let i = 0; i < 5; i++) await scrape(limited);
      const before = await scrape(limited);
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push((await limited.app.inject({ method: "GET", url: "/api/v1/config" })).statusCode);
      expect(answers).toEqual([200, 200, 429]);
      // The sign-in routes' own limit counts apart.
      const signOuts = [];
      for (let i = 0; i < 2; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/auth/sign-out",
          headers: { origin: "http://localhost:3000", "content-type": "application/json" },
          payload: "{}",
        });
        signOuts.push(res.statusCode);
      }
      expect(signOuts[1]).toBe(429);
      const after = await scrape(limited);
      const refused = (limiter: string) =>
        sumOf(after, "questhq_rate_limit_refusals_total", { limiter }) -
        sumOf(before, "questhq_rate_limit_refusals_total", { limiter });
      expect(refused("ip")).toBe(1);
      expect(refused("auth")).toBe(1);
      expect(
        sumOf(after, "questhq_http_requests_total", { route: "/api/v1/config", status_code: "429" }) -
          sumOf(before, "questhq_http_requests_total", { route: "/api/v1/config", status_code: "429" }),
      ).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
