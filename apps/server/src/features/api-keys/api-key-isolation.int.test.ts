import { beforeAll, describe, expect, it } from "vitest";
import { API_KEY_MESSAGES, API_SCOPES, type ApiScope } from "@questhq/core";
import { VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import { withTestApp, type Client, type TestApp } from "../../test/harness";
import { addObjective, addReward, createCast, createDraft, rewardFields, type Cast } from "../../test/mission-kit";
import { operationsOf, type OpenApiDocument } from "../../test/openapi-document";
import { createKey, type KeyClient } from "../../test/api-key-kit";

// Every operation an API key may call, driven with organization A's key against organization B's data: nothing of B
// is read or changed (0 leaks), while the same call on A's own data succeeds (so a refusal is isolation, not a broken
// route). The list of operations is the OpenAPI document's: an operation that starts accepting keys without a case
// here fails the coverage test.

let t: TestApp;
let cast: Cast;
withTestApp(async (app) => {
  t = app;
  cast = await createCast(app);
});

type Side = { admin: Client; orgId: string };
type Call = { url: string; body?: unknown; ok: number };
/** A fresh draft with one objective and a reward, or that draft published (and paused when asked). */
type Fixture = { missionId: string; objectiveId: string; rewardId: string; title: string };

async function fixture(side: Side, state: "draft" | "published" | "paused" = "draft"): Promise<Fixture> {
  const m = await createDraft(side.admin, side.orgId);
  const o = await addObjective(side.admin, m.id, "client_validation", { key: `k-${m.id.slice(0, 8)}` });
  const r = await addReward(side.admin, m.id);
  if (state !== "draft") expect((await side.admin.post(`/api/v1/missions/${m.id}/publish`, {})).statusCode).toBe(200);
  if (state === "paused") expect((await side.admin.post(`/api/v1/missions/${m.id}/pause`, {})).statusCode).toBe(200);
  const title = (await side.admin.get(`/api/v1/missions/${m.id}`)).json().data.title as string;
  return { missionId: m.id, objectiveId: o.id, rewardId: r.id, title };
}

/** A draft with an objective verified by the organization's API: the one kind of objective with a secret. */
async function endpointObjective(side: Side): Promise<string> {
  const m = await createDraft(side.admin, side.orgId);
  return (await addObjective(side.admin, m.id, "endpoint_check")).id;
}

const V1 = "/api/v1";

/** One webhook endpoint per organization for the calls that leave it in place (an organization holds at most 20). */
const hooksOf = new Map<string, string>();
async function webhookOf(side: Side, isFresh = false): Promise<string> {
  const known = hooksOf.get(side.orgId);
  if (known && !isFresh) return known;
  const res = await side.admin.post(`${V1}/organizations/${side.orgId}/webhooks`, {
    url: "https://hooks.example.com/questhq",
    events: ["objective.completed"],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  if (!isFresh) hooksOf.set(side.orgId, id);
  return id;
}
const hook = async (s: Side, tail = "") => `${V1}/organizations/${s.orgId}/webhooks/${await webhookOf(s)}${tail}`;

/** For each key operation (as the document names it), the call on one side's data and its success status. */
const CASES: Record<string, (s: Side) => Promise<Call>> = {
  "GET /api/v1/missions/{id}": async (s) => ({ url: `${V1}/missions/${(await fixture(s)).missionId}`, ok: 200 }),
  "GET /api/v1/missions/{id}/objectives": async (s) => ({
    url: `${V1}/missions/${(await fixture(s)).missionId}/objectives`,
    ok: 200,
  }),
  "GET /api/v1/objectives/mission/{id}": async (s) => ({
    url: `${V1}/objectives/mission/${(await fixture(s)).missionId}`,
    ok: 200,
  }),
  "GET /api/v1/missions/{id}/reward": async (s) => ({
    url: `${V1}/missions/${(await fixture(s)).missionId}/reward`,
    ok: 200,
  }),
  "GET /api/v1/missions/{id}/draw": async (s) => ({
    url: `${V1}/missions/${(await fixture(s, "published")).missionId}/draw`,
    ok: 200,
  }),
  "GET /api/v1/missions/{id}/draw/entries": async (s) => ({
    url: `${V1}/missions/${(await fixture(s, "published")).missionId}/draw/entries`,
    ok: 200,
  }),
  "GET /api/v1/organizations/{id}/missions": async (s) => ({ url: `${V1}/organizations/${s.orgId}/missions`, ok: 200 }),
  "POST /api/v1/missions": async (s) => ({
    url: `${V1}/missions`,
    body: {
      organization_id: s.orgId,
      title: "Made by a key",
      description: "<p>From the organization's system</p>",
      blockchain: 8453,
      start_date: new Date(Date.now() - 60_000).toISOString(),
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      free_entries: 1,
      is_multi_entry_enabled: false,
    },
    ok: 201,
  }),
  "PUT /api/v1/missions/{id}": async (s) => ({
    url: `${V1}/missions/${(await fixture(s)).missionId}`,
    body: { title: "Renamed by a key" },
    ok: 200,
  }),
  "POST /api/v1/missions/{id}/publish": async (s) => ({
    url: `${V1}/missions/${(await fixture(s)).missionId}/publish`,
    body: {},
    ok: 200,
  }),
  "POST /api/v1/missions/{id}/pause": async (s) => ({
    url: `${V1}/missions/${(await fixture(s, "published")).missionId}/pause`,
    body: {},
    ok: 200,
  }),
  "POST /api/v1/missions/{id}/resume": async (s) => ({
    url: `${V1}/missions/${(await fixture(s, "paused")).missionId}/resume`,
    body: {},
    ok: 200,
  }),
  "POST /api/v1/missions/{id}/archive": async (s) => ({
    url: `${V1}/missions/${(await fixture(s)).missionId}/archive`,
    body: {},
    ok: 200,
  }),
  "POST /api/v1/objectives": async (s) => ({
    url: `${V1}/objectives`,
    body: { mission: (await fixture(s)).missionId, template: "twitter_follow", values: VALID_VALUES.twitter_follow },
    ok: 201,
  }),
  "PUT /api/v1/objectives/{id}": async (s) => {
    const f = await fixture(s);
    return {
      url: `${V1}/objectives/${f.objectiveId}`,
      body: { mission: f.missionId, template: "client_validation", values: { key: "changed-by-key" } },
      ok: 200,
    };
  },
  "DELETE /api/v1/objectives/{id}": async (s) => ({
    url: `${V1}/objectives/${(await fixture(s)).objectiveId}`,
    ok: 200,
  }),
  "POST /api/v1/missions/{id}/objectives/reorder": async (s) => {
    const f = await fixture(s);
    return { url: `${V1}/missions/${f.missionId}/objectives/reorder`, body: { order: [f.objectiveId] }, ok: 200 };
  },
  "POST /api/v1/rewards": async (s) => {
    const m = await createDraft(s.admin, s.orgId);
    return { url: `${V1}/rewards`, body: rewardFields(m.id), ok: 201 };
  },
  "PUT /api/v1/rewards/{id}": async (s) => {
    const f = await fixture(s);
    return { url: `${V1}/rewards/${f.rewardId}`, body: rewardFields(f.missionId, { title: "Key prize" }), ok: 200 };
  },
  "DELETE /api/v1/rewards/{id}": async (s) => ({ url: `${V1}/rewards/${(await fixture(s)).rewardId}`, ok: 200 }),
  "POST /api/v1/missions/{id}/export": async (s) => ({
    url: `${V1}/missions/${(await fixture(s, "published")).missionId}/export`,
    body: { fields: ["wallet_address"] },
    ok: 200,
  }),
  "GET /api/v1/organizations/{id}/missions/{missionId}/participants": async (s) => ({
    url: `${V1}/organizations/${s.orgId}/missions/${(await fixture(s, "published")).missionId}/participants`,
    ok: 200,
  }),
  "GET /api/v1/objectives/{id}/endpoint-secret": async (s) => ({
    url: `${V1}/objectives/${await endpointObjective(s)}/endpoint-secret`,
    ok: 200,
  }),
  "POST /api/v1/objectives/{id}/endpoint-secret/rotate": async (s) => ({
    url: `${V1}/objectives/${await endpointObjective(s)}/endpoint-secret/rotate`,
    body: {},
    ok: 200,
  }),
  "GET /api/v1/organizations/{id}/completions": async (s) => ({
    url: `${V1}/organizations/${s.orgId}/completions`,
    ok: 200,
  }),
  "GET /api/v1/organizations/{id}/missions/{missionId}/analytics": async (s) => ({
    url: `${V1}/organizations/${s.orgId}/missions/${(await fixture(s, "published")).missionId}/analytics`,
    ok: 200,
  }),
  "GET /api/v1/organizations/{id}/analytics": async (s) => ({
    url: `${V1}/organizations/${s.orgId}/analytics`,
    ok: 200,
  }),
  "POST /api/v1/organizations/{id}/webhooks": async (s) => ({
    url: `${V1}/organizations/${s.orgId}/webhooks`,
    body: { url: "https://hooks.example.com/by-key", events: ["mission.entered"] },
    ok: 201,
  }),
  "GET /api/v1/organizations/{id}/webhooks": async (s) => ({ url: `${V1}/organizations/${s.orgId}/webhooks`, ok: 200 }),
  "GET /api/v1/organizations/{id}/webhooks/{hookId}": async (s) => ({ url: await hook(s), ok: 200 }),
  "PATCH /api/v1/organizations/{id}/webhooks/{hookId}": async (s) => ({
    url: await hook(s),
    body: { events: ["objective.completed", "mission.entered"] },
    ok: 200,
  }),
  "DELETE /api/v1/organizations/{id}/webhooks/{hookId}": async (s) => ({
    url: `${V1}/organizations/${s.orgId}/webhooks/${await webhookOf(s, true)}`,
    ok: 200,
  }),
  "POST /api/v1/organizations/{id}/webhooks/{hookId}/rotate-secret": async (s) => ({
    url: await hook(s, "/rotate-secret"),
    body: {},
    ok: 200,
  }),
  "POST /api/v1/organizations/{id}/webhooks/{hookId}/test": async (s) => ({
    url: await hook(s, "/test"),
    body: {},
    ok: 202,
  }),
  "GET /api/v1/organizations/{id}/webhooks/{hookId}/deliveries": async (s) => ({
    url: await hook(s, "/deliveries"),
    ok: 200,
  }),
  "POST /api/v1/organizations/{id}/webhooks/{hookId}/deliveries/{deliveryId}/redeliver": async (s) => {
    const sent = await s.admin.post(await hook(s, "/test"), {});
    expect(sent.statusCode, sent.body).toBe(202);
    return { url: await hook(s, `/deliveries/${sent.json().data.id}/redeliver`), body: {}, ok: 202 };
  },
};

/** Operations the key may call, with the scope each needs, from the served document. */
let keyOperations: { name: string; method: string; scope: ApiScope }[] = [];
let keyA: KeyClient;
let a: Side;
let b: Side;

beforeAll(async () => {
  const doc = (await t.app.inject({ url: "/api/docs/json" })).json() as OpenApiDocument;
  keyOperations = operationsOf(doc).flatMap(({ method, path, op }) => {
    const scope = (op as { "x-required-scope"?: ApiScope })["x-required-scope"];
    return scope ? [{ name: `${method} ${path}`, method, scope }] : [];
  });
  a = { admin: cast.admin, orgId: cast.orgId };
  b = { admin: cast.otherOrgAdmin, orgId: cast.otherOrgId };
  keyA = (await createKey(t.app, cast.admin, cast.orgId)).client;
});

/** Everything B's admin sees of B's missions, to compare before and after A's key has tried everything. */
async function snapshotOf(side: Side) {
  const missions = (await side.admin.get(`${V1}/organizations/${side.orgId}/missions`)).json().data as {
    id: string;
  }[];
  const objectives = await Promise.all(
    missions.map(async (m) => (await side.admin.get(`${V1}/missions/${m.id}/objectives`)).json().data),
  );
  return JSON.stringify({ missions, objectives });
}

describe("organization A's key on organization B's data", () => {
  it("covers every operation that accepts a key", () => {
    expect(keyOperations.length).toBeGreaterThanOrEqual(Object.keys(CASES).length);
    expect(keyOperations.map((o) => o.name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it("reads and changes nothing of B (404, no trace of B in the answer), while the same call works on A", async () => {
    const leaks: string[] = [];
    const fixturesOfB: Call[] = [];
    for (const op of keyOperations) {
      const onB = await CASES[op.name]!(b);
      fixturesOfB.push(onB);
    }
    const before = await snapshotOf(b);
    const bMissions = JSON.parse(before).missions as { id: string; title: string }[];
    for (const [i, op] of keyOperations.entries()) {
      const onB = fixturesOfB[i]!;
      const res = await keyA.request(op.method, onB.url, onB.body);
      if (res.statusCode !== 404) leaks.push(`${op.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      for (const m of bMissions) {
        if (res.body.includes(m.id) || res.body.includes(m.title)) leaks.push(`${op.name}: answer names ${m.id}`);
      }
      const onA = await CASES[op.name]!(a);
      const own = await keyA.request(op.method, onA.url, onA.body);
      expect(own.statusCode, `${op.name} on A: ${own.body.slice(0, 300)}`).toBe(onA.ok);
    }
    expect(leaks).toEqual([]);
    expect(await snapshotOf(b)).toEqual(before);
  });
});

describe("scopes", () => {
  it("refuses each operation to a key without its scope, naming it; allows it with only that scope", async () => {
    const keysWithout = new Map<ApiScope, KeyClient>();
    const keysWithOnly = new Map<ApiScope, KeyClient>();
    for (const scope of API_SCOPES) {
      const others = API_SCOPES.filter((s) => s !== scope);
      keysWithout.set(scope, (await createKey(t.app, cast.admin, cast.orgId, { scopes: others })).client);
      keysWithOnly.set(scope, (await createKey(t.app, cast.admin, cast.orgId, { scopes: [scope] })).client);
    }
    for (const op of keyOperations) {
      const without = keysWithout.get(op.scope)!;
      const call = await CASES[op.name]!(a);
      const res = await without.request(op.method, call.url, call.body);
      expect(res.statusCode, op.name).toBe(403);
      expect(res.json().error.message).toBe(API_KEY_MESSAGES.missingScope(op.scope));
      const only = keysWithOnly.get(op.scope)!;
      const again = await CASES[op.name]!(a);
      expect((await only.request(op.method, again.url, again.body)).statusCode, op.name).toBe(again.ok);
    }
  });
});
