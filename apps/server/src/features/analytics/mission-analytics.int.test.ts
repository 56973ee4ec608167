import { describe, expect, it } from "vitest";
import { ANALYTICS_MESSAGES, FUNNEL_LABELS } from "@questhq/core";
import { signInWithEmail, type Client, type TestApp } from "../../test/harness";
import { createCast, withCastApp, type Cast } from "../../test/mission-kit";
import { completeAll, createLiveMission, enterAs, OKX } from "../../test/participation-kit";
import { createKey } from "../../test/api-key-kit";
import { rollUpMissionActivity } from "./roll-up-mission-activity";
import { rollUpMissionViews } from "./roll-up-mission-views";

// The organizer's analytics read (docs/product/analytics.md#the-funnel) over what people really did through the API:
// views by the beacon, objectives, entries and a draw.

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s), { VERIFY_POLL_MS: "0" });

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const email = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function view(slug: string, ip: string, from?: string, user?: Client) {
  const cookie = user ? [...user.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/page-views",
    remoteAddress: ip,
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "user-agent": CHROME,
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify({ path: `/missions/${slug}${from ?? ""}`, referrer: "https://t.co/x" }),
  });
  expect(res.json()).toEqual({ data: { counted: true } });
}

describe("mission analytics", () => {
  it("counts each step of the funnel from what three people did, with their sources and signals", async () => {
    const { mission, objectives } = await createLiveMission(cast, { objectives: 3, reward: { number_of_winners: 1 } });
    const ids = objectives.map((o) => o.id);
    const slug = (await cast.visitor.get(`/api/v1/missions/${mission.id}`)).json().data.slug as string;

    // One person only looks; one completes two of the three objectives; two complete all and enter.
    await view(slug, "198.51.100.1", "?utm_source=discord&utm_campaign=launch");
    const partial = await signInWithEmail(t, email("partial"));
    await view(slug, "198.51.100.2", "", partial);
    await completeAll(partial, mission.id, ids.slice(0, 2));
    const entrants: Client[] = [];
    for (const label of ["entrant-a", "entrant-b"]) {
      const u = await enterAs(t, email(label), mission.id, ids);
      await view(slug, "198.51.100.3", "", u);
      entrants.push(u);
    }
    await t.app.missionViews.recorder.flush();
    await rollUpMissionViews(t.database.db);
    expect((await cast.admin.post(`/api/v1/missions/${mission.id}/close`, {})).statusCode).toBe(200);
    const drawn = await cast.admin.post(`/api/v1/missions/${mission.id}/draw`, {});
    expect(drawn.statusCode, drawn.body).toBe(200);

    const url = `/api/v1/organizations/${cast.orgId}/missions/${mission.id}/analytics`;
    // Before the activity roll-up has run, the participants are not in the figures yet.
    expect((await cast.admin.get(url)).json().data.funnel[2]).toMatchObject({ step: "started", count: 0 });
    await rollUpMissionActivity(t.database.db);
    const res = await cast.admin.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.funnel.map((s: { step: string; count: number; drop_off: number | null }) => [s.step, s.count])).toEqual(
      [
        ["visitors", 4],
        ["signed_in_visitors", 3],
        ["started", 3],
        ["objective", 3],
        ["objective", 3],
        ["objective", 2],
        ["all_objectives", 2],
        ["entered", 2],
        ["winners", 1],
        ["collected", 0],
      ],
    );
    expect(data.funnel.map((s: { drop_off: number | null }) => s.drop_off)).toEqual([null, 1, 0, 0, 0, 1, 0, 0, 1, 1]);
    expect(data.funnel.slice(3, 6).map((s: { objective_id: string }) => s.objective_id)).toEqual(ids);
    expect(data.funnel[0].label).toBe(FUNNEL_LABELS.visitors);
    expect(data.participants).toEqual({ started: 3, new: 3, returning: 0 });
    // Three fresh accounts from one address: new, but a shared network needs more of them.
    expect(data.signals).toMatchObject({ participants: 3, new_accounts: 3, shared_network: 0 });
    expect(data.sources).toEqual([
      { referrer_host: "t.co", utm_source: "", utm_campaign: "", views: 3, visitors: 3 },
      { referrer_host: "t.co", utm_source: "discord", utm_campaign: "launch", views: 1, visitors: 1 },
    ]);
    const totals = data.series.reduce(
      (a: Record<string, number>, p: Record<string, number>) => ({
        views: a.views! + p.views!,
        completions: a.completions! + p.completions!,
        entries: a.entries! + p.entries!,
      }),
      { views: 0, completions: 0, entries: 0 },
    );
    expect(totals).toEqual({ views: 4, completions: 8, entries: 2 });
    expect(data.bucket).toBe("hour");
    // The jobs do not run in this test (it runs their work itself), so the figures do not say when they ran.
    expect(data.counted_at).toBeNull();

    // The organization's overview shows the same figures for the mission.
    const overview = await cast.admin.get(`/api/v1/organizations/${cast.orgId}/analytics`);
    expect(overview.statusCode, overview.body).toBe(200);
    const row = overview.json().data.missions.find((m: { mission_id: string }) => m.mission_id === mission.id);
    expect(row).toMatchObject({
      visitors: 4,
      participants: 3,
      completed: 2,
      completion_rate: 2 / 3,
      entries: 2,
      winners: 1,
      collected: 0,
    });

    // A key with participants:read reads it as the organization's systems would; other people do not.
    const { client } = await createKey(t.app, cast.admin, cast.orgId, { scopes: ["participants:read"] });
    expect((await client.get(url)).json().data.funnel).toEqual(data.funnel);
    const { client: writer } = await createKey(t.app, cast.admin, cast.orgId, { scopes: ["missions:read"] });
    expect((await writer.get(url)).statusCode).toBe(403);
    expect((await cast.member.get(url)).statusCode).toBe(200);
    expect((await entrants[0]!.get(url)).statusCode).toBe(403);
    expect((await cast.visitor.get(url)).statusCode).toBe(401);
  });

  it("refuses a window it cannot show, in words", async () => {
    const { mission } = await createLiveMission(cast, { objectives: 1 });
    const base = `/api/v1/organizations/${cast.orgId}/missions/${mission.id}/analytics`;
    const backwards = await cast.admin.get(`${base}?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({
      message: ANALYTICS_MESSAGES.fromAfterTo,
      fields: { from: [ANALYTICS_MESSAGES.fromAfterTo] },
    });
    const hours = await cast.admin.get(`${base}?from=2026-09-01T00:00:00Z&to=2026-11-01T00:00:00Z&bucket=hour`);
    expect(hours.json().error.message).toBe(ANALYTICS_MESSAGES.tooManyHours);
    const long = await cast.admin.get(`${base}?from=2024-01-01T00:00:00Z&to=2026-11-01T00:00:00Z`);
    expect(long.json().error.message).toBe(ANALYTICS_MESSAGES.tooLong);
    expect((await cast.admin.get(`${base}?from=yesterday`)).statusCode).toBe(400);
    // Another organization's mission is not found through this organization.
    const other = await createCast(t);
    const foreign = await createLiveMission(other, { objectives: 1 });
    expect(
      (await cast.admin.get(`/api/v1/organizations/${cast.orgId}/missions/${foreign.mission.id}/analytics`)).statusCode,
    ).toBe(404);
    const days = await cast.admin.get(`${base}?from=2026-10-01T00:00:00Z&to=2026-10-08T00:00:00Z`);
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().data).toMatchObject({ bucket: "day", from: "2026-10-01T00:00:00.000Z" });
    expect(days.json().data.series).toHaveLength(7);
  });

  it("sees many accounts on one network, and a participant who comes back to the organization", async () => {
    const first = await createLiveMission(cast, { objectives: 1 });
    const second = await createLiveMission(cast, { objectives: 1 });
    // Every request of the test client comes from one address: five accounts on one network.
    for (let i = 0; i < 5; i++) {
      const u = await signInWithEmail(t, email(`farm-${i}`));
      if (i < 2) await completeAll(u, first.mission.id, [first.objectives[0]!.id]);
      const res = await u.post(`/api/v1/missions/${second.mission.id}/participate`, {
        objective_id: second.objectives[0]!.id,
        ...OKX,
      });
      expect(res.statusCode).toBe(200);
    }
    await rollUpMissionActivity(t.database.db);
    const res = await cast.admin.get(`/api/v1/organizations/${cast.orgId}/missions/${second.mission.id}/analytics`);
    const data = res.json().data;
    expect(data.participants).toEqual({ started: 5, new: 3, returning: 2 });
    expect(data.signals).toMatchObject({ participants: 5, shared_network: 5, new_accounts: 5 });
    expect(data.linked_providers.every((p: { participants: number }) => p.participants === 0)).toBe(true);
  });
});
