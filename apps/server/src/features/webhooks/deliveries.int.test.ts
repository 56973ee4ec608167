import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { WEBHOOK_MESSAGES } from "@questhq/core";
import { createSiblingApp, createTestApp, signInWithEmail, type TestApp } from "../../test/harness";
import { createCast, createOrg, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, enterAs, userIdOf } from "../../test/participation-kit";
import { startReceiver, type Receiver } from "../../test/webhook-receiver";
import { devMail, webhookAttempt, webhookEndpoint, webhookEvent } from "../../db/schema/index";
import { claimNextDelivery, deliverDueWebhooks, leaseMs } from "./deliver-webhooks";
import { pruneWebhookLog } from "./prune-webhook-log";
import { emitWebhookEvent } from "./emit-event";
import { webhookSettings } from "./webhook-settings";

// Webhooks delivered to a real receiver that verifies every request with the Standard Webhooks library
// (docs/product/developers.md#webhooks): at least once, signed, with the same webhook-id on every attempt; a receiver
// that is down gets the event once it is back; an endpoint that never answers is disabled and its admins mailed.
// The job is driven by hand (WEBHOOK_POLL_MS off) except where the running server's own job is the point.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ALL_EVENTS = [
  "mission.published",
  "mission.ended",
  "objective.completed",
  "mission.entered",
  "draw.completed",
  "winner.selected",
  "reward.claimed",
];

let t: TestApp;
let cast: Cast;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    VERIFY_POLL_MS: "0",
    FETCH_ALLOWED_HOSTS: receiver.host,
    WEBHOOK_RETRY_SCHEDULE: "20ms,20ms,20ms,20ms,20ms,20ms",
  });
  cast = await createCast(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = (app: TestApp = t) =>
  deliverDueWebhooks({ db: app.database.db, settings: webhookSettings(app.env), mailer: app.app.mailer });

/** Runs the job (waiting out the short retry schedule) until `done` holds. */
async function deliverUntil(done: () => boolean | Promise<boolean>, app: TestApp = t) {
  for (let i = 0; i < 200; i++) {
    await run(app);
    if (await done()) return;
    await sleep(25);
  }
  throw new Error("not delivered");
}

/** An endpoint of `orgId` at the receiver's `path`, whose secret the receiver verifies with. */
async function endpointAt(path: string, events: string[], orgId = cast.orgId) {
  const res = await cast.admin.post(`/api/v1/organizations/${orgId}/webhooks`, { url: receiver.url(path), events });
  expect(res.statusCode, res.body).toBe(201);
  const { id, secret } = res.json().data as { id: string; secret: string };
  receiver.setSecret(path, secret);
  return { id, url: receiver.url(path), base: `/api/v1/organizations/${orgId}/webhooks/${id}` };
}

const at = (path: string) => receiver.received.filter((r) => r.path === path);

describe("webhook delivery", () => {
  it("a completion reaches the receiver as objective.completed, signed, sent by the running server's job", async () => {
    await endpointAt("/completions", ["objective.completed"]);
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
    // A second server on the same database whose job polls often, as production runs it.
    const server = await createSiblingApp(t, { WEBHOOK_POLL_MS: "100" });
    try {
      const user = await signInWithEmail(t, `completes-${Date.now()}@example.com`);
      await completeAll(user, mission.id, [objectives[0]!.id]);
      await expect.poll(() => at("/completions").length, { timeout: 5_000, interval: 50 }).toBe(1);
      const [got] = at("/completions");
      expect(got!.status).toBe(200);
      expect(got!.headers["user-agent"]).toBe("QuestHQ-Webhooks/1.0");
      expect(got!.headers["content-type"]).toBe("application/json");
      expect(got!.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(got!.payload.type).toBe("objective.completed");
      expect(Date.parse(got!.payload.timestamp)).not.toBeNaN();
      expect(got!.payload.data).toMatchObject({
        mission: { id: mission.id, slug: mission.slug, organization_id: cast.orgId },
        objective: { id: objectives[0]!.id, template: "client_validation" },
        user: { id: await userIdOf(user), wallets: [], twitter: null, discord: null },
      });
      expect(typeof got!.payload.data.credits_awarded).toBe("number");
      // The same completion verified again reports nothing more.
      await completeAll(user, mission.id, [objectives[0]!.id]).catch(() => undefined);
      await run();
      expect(at("/completions")).toHaveLength(1);
    } finally {
      await server.close();
    }
    expect(receiver.rejected).toEqual([]);
  });

  it("retries a receiver that answers 503 or is down, with the same webhook-id, until it is back", async () => {
    const hook = await endpointAt("/flaky", ["mission.published"]);
    receiver.answer("/flaky", { status: 503, body: "maintenance" });
    const test = await cast.admin.post(`${hook.base}/test`, {});
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json().data).toMatchObject({ event_type: "ping", status: "pending", attempts: 0 });
    await deliverUntil(() => at("/flaky").length >= 1);
    const [failing] = await t.database.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, hook.id));
    expect(failing!.failingSince).not.toBeNull();
    await receiver.stop();
    await sleep(30);
    await run();
    await receiver.start();
    receiver.answer("/flaky", { status: 204 });
    await deliverUntil(() => at("/flaky").some((r) => r.status === 204));

    const requests = at("/flaky");
    // Answered 503 (once, or more when a run outlived the short schedule), then 204 when back.
    expect(requests.map((r) => r.status)).toEqual([...requests.slice(0, -1).map(() => 503), 204]);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(new Set(requests.map((r) => r.id)).size).toBe(1);
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    expect(requests[0]!.payload.type).toBe("ping");

    const log = await cast.admin.get(`${hook.base}/deliveries`);
    expect(log.statusCode, log.body).toBe(200);
    const [delivery] = log.json().data;
    expect(delivery).toMatchObject({ status: "succeeded", last_status_code: 204, message_id: requests[0]!.id });
    const attempts = delivery.attempt_log as { status_code: number | null; error: string | null }[];
    expect(delivery.attempts).toBe(attempts.length);
    // Newest first: the success, the refused connections (one run may retry a short schedule more than once), the
    // 503 with its answer.
    expect(attempts[0]!.status_code).toBe(204);
    expect(attempts.at(-1)).toMatchObject({ status_code: 503, response_excerpt: "maintenance", error: null });
    const refused = attempts.filter((a) => a.status_code === null);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const a of refused) expect(a.error).toMatch(/failed/i);
    expect(attempts.length).toBe(requests.length + refused.length);
    for (const a of delivery.attempt_log) expect(a.duration_ms).toBeGreaterThanOrEqual(0);
    // The success stopped the endpoint's failure clock, which the failures had started.
    const [endpoint] = await t.database.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, hook.id));
    expect(endpoint!.failingSince).toBeNull();
    const failedOnly = await cast.admin.get(`${hook.base}/deliveries?status=failed`);
    expect(failedOnly.json().data).toEqual([]);
    expect(receiver.rejected).toEqual([]);
  });

  it("redelivers the same message: the same webhook-id and the same body", async () => {
    const hook = await endpointAt("/again", ["mission.published"]);
    await cast.admin.post(`${hook.base}/test`, {});
    await deliverUntil(() => at("/again").length === 1);
    const [delivery] = (await cast.admin.get(`${hook.base}/deliveries`)).json().data;
    const again = await cast.admin.post(`${hook.base}/deliveries/${delivery.id}/redeliver`, {});
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toMatchObject({ id: delivery.id, status: "pending" });
    await deliverUntil(() => at("/again").length === 2);
    const [first, second] = at("/again");
    expect(second!.id).toBe(first!.id);
    expect(second!.body).toBe(first!.body);
    // Signed afresh: a new timestamp may differ, the signature still verified (the receiver rejected nothing).
    expect(receiver.rejected).toEqual([]);
    const other = `/api/v1/organizations/${cast.otherOrgId}/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver`;
    expect((await cast.otherOrgAdmin.post(other, {})).statusCode).toBe(404);
    expect((await cast.member.post(`${hook.base}/deliveries/${delivery.id}/redeliver`, {})).statusCode).toBe(403);
  });

  it("disables an endpoint that fails every attempt, and mails the organization's admins once", async () => {
    const hook = await endpointAt("/down", ["mission.published"]);
    receiver.answer("/down", { status: 500, body: "boom" });
    // A server whose schedule and disabling delay are short enough for a test.
    const server = await createSiblingApp(t, {
      WEBHOOK_RETRY_SCHEDULE: "10ms,10ms,10ms,10ms,10ms,10ms,10ms,10ms,10ms,10ms",
      WEBHOOK_DISABLE_AFTER: "60ms",
    });
    try {
      await cast.admin.post(`${hook.base}/test`, {});
      await deliverUntil(async () => {
        const res = await cast.admin.get(hook.base);
        return res.json().data.enabled === false;
      }, server);
      const endpoint = (await cast.admin.get(hook.base)).json().data;
      expect(endpoint.disabled_reason).toBe(WEBHOOK_MESSAGES.disabledAfterFailures("0.06 seconds"));
      const attemptsThen = at("/down").length;
      expect(attemptsThen).toBeGreaterThanOrEqual(2);
      // A disabled endpoint is sent nothing more, and a test or redelivery is refused until it is enabled.
      await sleep(30);
      await run(server);
      expect(at("/down")).toHaveLength(attemptsThen);
      expect((await cast.admin.post(`${hook.base}/test`, {})).statusCode).toBe(409);

      const mails = await t.database.db
        .select()
        .from(devMail)
        .where(like(devMail.subject, `Webhook endpoint disabled: ${hook.url}`));
      expect(mails).toHaveLength(1);
      // And in the admin's notification centre, once, with the way to the endpoint.
      const told = (await cast.admin.get("/api/v1/notifications"))
        .json()
        .data.filter(
          (n: { kind: string; body: string }) => n.kind === "webhook_endpoint_disabled" && n.body.includes(hook.url),
        );
      expect(told).toHaveLength(1);
      expect(told[0].link).toMatch(/\/developers\?tab=webhooks$/);
      expect(mails[0]!.to).toMatch(/^admin-/);
      expect(mails[0]!.text).toContain(hook.url);
      expect(mails[0]!.text).toContain("enable the endpoint again");
    } finally {
      await server.close();
    }
  });

  it("reports a mission's life: published, completions, entries, end, draw and each winner", async () => {
    const hook = await endpointAt("/life", ALL_EVENTS);
    const { mission, objectives } = await createLiveMission(cast, {
      objectives: 1,
      reward: { number_of_winners: 1 },
    });
    const ids = objectives.map((o) => o.id);
    const first = await enterAs(t, `life-a-${Date.now()}@example.com`, mission.id, ids);
    await enterAs(t, `life-b-${Date.now()}@example.com`, mission.id, ids);
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(200);
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {})).statusCode).toBe(200);
    await deliverUntil(() => at("/life").length >= 8);
    const types = at("/life")
      .filter((r) => (r.payload.data.mission as { id: string }).id === mission.id)
      .map((r) => r.payload.type)
      .sort();
    expect(types).toEqual([
      "draw.completed",
      "mission.ended",
      "mission.entered",
      "mission.entered",
      "mission.published",
      "objective.completed",
      "objective.completed",
      "winner.selected",
    ]);
    const byType = (type: string) => at("/life").find((r) => r.payload.type === type)!.payload.data;
    const entered = at("/life").filter((r) => r.payload.type === "mission.entered");
    const firstId = await userIdOf(first);
    const firstEntry = entered.find((r) => (r.payload.data.user as { id: string }).id === firstId)!.payload.data;
    expect(firstEntry).toMatchObject({ entries: 1, paid_entries: 0, user: { wallet_address: expect.any(String) } });
    expect(byType("mission.ended")).toMatchObject({ entrant_count: 2, draw: { entry_list_hash: expect.any(String) } });
    expect(byType("draw.completed")).toMatchObject({ winner_count: 1, draw: { seed: expect.any(String) } });
    expect(byType("winner.selected")).toMatchObject({ entries: 1, user: { id: expect.any(String) } });
    expect(byType("mission.published")).toMatchObject({ reward: { selection_process: "raffle" } });
    expect(at("/life").every((r) => r.status === 200)).toBe(true);
    await cast.admin.patch(hook.base, { enabled: false });
  });

  it("writes nothing for an organization that has no endpoint listening", async () => {
    const { mission, objectives } = await createLiveMission(
      { ...cast, admin: cast.otherOrgAdmin, orgId: cast.otherOrgId },
      { objectives: 1 },
    );
    await enterAs(t, `quiet-${Date.now()}@example.com`, mission.id, [objectives[0]!.id]);
    const events = await t.database.db
      .select()
      .from(webhookEvent)
      .where(eq(webhookEvent.organizationId, cast.otherOrgId));
    expect(events).toEqual([]);
  });
});

describe("leases and the log's retention", () => {
  it("sends again a delivery whose sender died mid-attempt, once its lease has run out", async () => {
    const hook = await endpointAt("/lease", ["mission.published"]);
    const server = await createSiblingApp(t, { WEBHOOK_TIMEOUT_MS: "200" });
    try {
      const settings = webhookSettings(server.env);
      await cast.admin.post(`${hook.base}/test`, {});
      // A process claims it and dies before writing anything: nothing but its lease is left.
      const claimed = await claimNextDelivery(server.database.db, settings);
      expect(claimed?.endpoint_id).toBe(hook.id);
      await run(server);
      expect(at("/lease")).toEqual([]);
      await sleep(leaseMs(settings) + 100);
      await deliverUntil(() => at("/lease").length === 1, server);
      expect(at("/lease")[0]!.id).toBe(claimed!.message_id);
      const [delivery] = (await cast.admin.get(`${hook.base}/deliveries`)).json().data;
      // Two attempts: the lost one (counted when claimed, never logged) and the one that arrived.
      expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
      expect(delivery.attempt_log).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("prunes attempts after 30 days, and old events with nothing left to send", async () => {
    const done = await endpointAt("/old", ["mission.published"]);
    await cast.admin.post(`${done.base}/test`, {});
    await deliverUntil(() => at("/old").length === 1);
    const kept = await endpointAt("/kept", ["mission.published"]);
    const pending = (await cast.admin.post(`${kept.base}/test`, {})).json().data;
    // Disabled, so no run sends it: it stays pending.
    await cast.admin.patch(kept.base, { enabled: false });
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    const db = t.database.db;
    await db.update(webhookAttempt).set({ attemptedAt: longAgo });
    await db.update(webhookEvent).set({ createdAt: longAgo }).where(eq(webhookEvent.organizationId, cast.orgId));
    const pruned = await pruneWebhookLog(db);
    expect(pruned.attempts).toBeGreaterThan(0);
    expect(await db.select().from(webhookAttempt)).toEqual([]);
    expect((await cast.admin.get(`${done.base}/deliveries`)).json().data).toEqual([]);
    // The delivery still pending keeps its event (and so its body) however old.
    const left = (await cast.admin.get(`${kept.base}/deliveries`)).json().data;
    expect(left.map((d: { id: string }) => d.id)).toEqual([pending.id]);
  });
});

describe.runIf(onPostgres)("several servers on one PostgreSQL", () => {
  it("three servers' jobs deliver each of 40 events once to each endpoint", async () => {
    const orgId = await createOrg(cast.admin, `hooks-many-${Date.now()}`);
    await endpointAt("/many-a", ["mission.published"], orgId);
    await endpointAt("/many-b", ["mission.published", "mission.ended"], orgId);
    const servers = await Promise.all([1, 2, 3].map(() => createSiblingApp(t, {}, { ownConnections: true })));
    try {
      for (let i = 0; i < 40; i++) {
        await t.database.db.transaction((tx) =>
          emitWebhookEvent(tx, { organizationId: orgId, type: "mission.published", data: { n: i } }),
        );
      }
      const delivered = () => at("/many-a").length + at("/many-b").length;
      for (let round = 0; round < 50 && delivered() < 80; round++) await Promise.all(servers.map((s) => run(s)));
      for (const path of ["/many-a", "/many-b"]) {
        const ids = at(path).map((r) => r.id);
        expect(ids).toHaveLength(40);
        expect(new Set(ids).size).toBe(40);
        expect(new Set(at(path).map((r) => r.payload.data.n)).size).toBe(40);
      }
      const events = await t.database.db.select().from(webhookEvent).where(eq(webhookEvent.organizationId, orgId));
      expect(events).toHaveLength(40);
      expect(events.every((e) => e.fannedOutAt !== null)).toBe(true);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});
