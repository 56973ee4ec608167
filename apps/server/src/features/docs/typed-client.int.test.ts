import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@hey-api/openapi-ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_MESSAGES, SYNC_SETTLE_MS } from "@questhq/core";
import { VALID_VALUES } from "@questhq/core/missions/test-fixtures";
import { withTestApp, type TestApp } from "../../test/harness";
import { createCast, missionFields, rewardFields, type Cast } from "../../test/mission-kit";
import { OKX } from "../../test/participation-kit";
import { createKey } from "../../test/api-key-kit";

// An integrator's first day: generate a TypeScript client from the served OpenAPI document with @hey-api/openapi-ts,
// then run an organization's work through it with an API key against a listening server: create a mission, its
// objective and reward, publish it, and read back the completion a participant makes (docs/guide/api.md).

// The SDK is generated while this test runs, so its own types cannot be imported here; openapi-contract.int.test.ts
// compiles the same client under tsc --strict.
// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are the generated client's, checked by that test.
type Answer = any;
type Sdk = Record<
  string,
  (options: Record<string, unknown>) => Promise<{ data?: Answer; error?: Answer; response: Response }>
>;

let t: TestApp;
let cast: Cast;
let dir: string;
let sdk: Sdk;
let baseUrl: string;
withTestApp(async (app) => {
  t = app;
  cast = await createCast(app);
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "questhq-client-"));
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const input = path.join(dir, "openapi.json");
  writeFileSync(input, await (await fetch(`${baseUrl}/api/docs/json`)).text());
  await createClient({
    input,
    output: path.join(dir, "client"),
    logs: { level: "silent" },
    plugins: ["@hey-api/client-fetch", "@hey-api/typescript", "@hey-api/sdk"],
  });
  sdk = (await import(pathToFileURL(path.join(dir, "client", "sdk.gen.ts")).href)) as Sdk;
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the generated client, driven with an API key", () => {
  it("runs a mission from draft to a synced completion", async () => {
    const { key } = await createKey(t.app, cast.admin, cast.orgId, { name: "Generated client" });
    // The bearer scheme gets the key; the session cookie scheme gets nothing.
    const auth = (scheme: { type: string }) => (scheme.type === "http" ? key : undefined);
    const options = { baseUrl, auth };

    const created = await sdk.postApiV1Missions!({ ...options, body: missionFields(cast.orgId) });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const missionId = created.data.data.id as string;
    const objective = await sdk.postApiV1Objectives!({
      ...options,
      body: { mission: missionId, template: "client_validation", values: VALID_VALUES.client_validation },
    });
    expect(objective.response.status, JSON.stringify(objective.error)).toBe(201);
    const reward = await sdk.postApiV1Rewards!({ ...options, body: rewardFields(missionId) });
    expect(reward.response.status, JSON.stringify(reward.error)).toBe(201);
    const published = await sdk.postApiV1MissionsByIdPublish!({ ...options, path: { id: missionId }, body: {} });
    expect(published.data.data.status).toBe("published");
    expect(published.response.headers.get("ratelimit-limit")).toBe("600");

    const listed = await sdk.getApiV1OrganizationsByIdMissions!({ ...options, path: { id: cast.orgId } });
    expect(listed.data.data.map((m: { id: string }) => m.id)).toContain(missionId);

    // A participant completes the objective in the product; the organization's system reads it back.
    const done = await cast.user.post(`/api/v1/missions/${missionId}/participate`, {
      objective_id: objective.data.data.id,
      ...OKX,
    });
    expect(done.json().data.outcome).toBe("completed");
    await new Promise((r) => setTimeout(r, SYNC_SETTLE_MS + 100));
    const completions = await sdk.getApiV1OrganizationsByIdCompletions!({
      ...options,
      path: { id: cast.orgId },
      query: { mission_id: missionId },
    });
    expect(completions.data.data).toHaveLength(1);
    expect(completions.data.data[0]).toMatchObject({ mission_id: missionId, objective_id: objective.data.data.id });

    // A route for people (the document offers it no key) refuses a key sent anyway, in the typed error model.
    const me = await sdk.getApiV1UsersMe!({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
    expect(me.response.status).toBe(403);
    expect(me.error.error.message).toBe(API_KEY_MESSAGES.notForKeys);
  }, 60_000);
});
