import fc from "fast-check";
import { asc, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SYNC_SETTLE_MS } from "@questhq/core";
import { objectiveCompletion } from "../../db/schema/index";
import { signInWithEmail, withTestApp, type TestApp } from "../../test/harness";
import { createCast } from "../../test/mission-kit";
import { completeAll, createLiveMission, enterAs, userIdOf } from "../../test/participation-kit";
import { createKey, type KeyClient } from "../../test/api-key-kit";

// The reads an organization's systems sync from (docs/product/developers.md#reads).

let t: TestApp;
withTestApp((app) => (t = app));

const settle = () => new Promise((r) => setTimeout(r, SYNC_SETTLE_MS + 100));

/** Follows `next` links to the end; each page's ids, in order. */
async function readAll(client: KeyClient, first: string): Promise<{ ids: string[]; pages: number; rows: unknown[] }> {
  const rows: { id: string }[] = [];
  let pages = 0;
  let url: string | null = first;
  while (url) {
    const res = await client.get(url.replace(t.env.PUBLIC_URL, ""));
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json().data);
    url = res.json().next;
    pages++;
  }
  return { ids: rows.map((r) => r.id), pages, rows };
}

describe("completions", () => {
  it("lists completions oldest first, paged without gaps or repeats, and syncs from `since`", async () => {
    const cast = await createCast(t);
    const { client } = await createKey(t.app, cast.admin, cast.orgId, { scopes: ["participants:read"] });
    const { mission, objectives } = await createLiveMission(cast, { objectives: 3 });
    const users = [];
    for (let i = 0; i < 4; i++) {
      const u = await signInWithEmail(t, `sync-${i}-${Date.now()}@example.com`);
      await completeAll(
        u,
        mission.id,
        objectives.map((o) => o.id),
      );
      users.push(await userIdOf(u));
    }
    // Another organization's completions are not listed.
    const other = await createCast(t);
    const foreign = await createLiveMission(other, { objectives: 1 });
    await completeAll(await signInWithEmail(t, `foreign-${Date.now()}@example.com`), foreign.mission.id, [
      foreign.objectives[0]!.id,
    ]);
    await settle();
    const all = await readAll(client, `/api/v1/organizations/${cast.orgId}/completions?limit=5`);
    expect(all.ids).toHaveLength(12);
    expect(new Set(all.ids).size).toBe(12);
    expect(all.pages).toBe(3);
    const rows = all.rows as { completed_at: string; user_id: string; mission_id: string; template: string }[];
    expect(rows.map((r) => r.completed_at)).toEqual([...rows.map((r) => r.completed_at)].sort());
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set(users));
    expect(rows.every((r) => r.mission_id === mission.id && r.template === "client_validation")).toBe(true);
    // A system that saw up to the 6th completion asks for what came after it.
    const since = rows[5]!.completed_at;
    const later = await readAll(client, `/api/v1/organizations/${cast.orgId}/completions?since=${since}`);
    expect(later.ids).toEqual(all.ids.filter((_, i) => rows[i]!.completed_at > since));
  });

  it("pages exactly the (completed_at, id) order for any page size, ties included", async () => {
    const cast = await createCast(t);
    const { client } = await createKey(t.app, cast.admin, cast.orgId, { scopes: ["participants:read"] });
    const { mission, objectives } = await createLiveMission(cast, { objectives: 3 });
    for (let i = 0; i < 5; i++) {
      const u = await signInWithEmail(t, `ties-${i}-${Date.now()}@example.com`);
      await completeAll(
        u,
        mission.id,
        objectives.map((o) => o.id),
      );
    }
    const db = t.database.db;
    const ids = (
      await db
        .select({ id: objectiveCompletion.id })
        .from(objectiveCompletion)
        .where(
          inArray(
            objectiveCompletion.objectiveId,
            objectives.map((o) => o.id),
          ),
        )
    ).map((r) => r.id);
    // Three moments for fifteen completions: many share their instant to the microsecond.
    const completedAt = sql`now() - interval '1 minute' - (abs(hashtext(id::text)) % 3) * interval '1 microsecond'`;
    await db.update(objectiveCompletion).set({ completedAt }).where(inArray(objectiveCompletion.id, ids));
    const expected = (
      await db
        .select({ id: objectiveCompletion.id })
        .from(objectiveCompletion)
        .where(inArray(objectiveCompletion.id, ids))
        .orderBy(asc(objectiveCompletion.completedAt), asc(objectiveCompletion.id))
    ).map((r) => r.id);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 16 }), async (limit) => {
        const read = await readAll(client, `/api/v1/organizations/${cast.orgId}/completions?limit=${limit}`);
        expect(read.ids).toEqual(expected);
      }),
      { numRuns: 12 },
    );
  });

  it("refuses a malformed `since` with a clear message", async () => {
    const cast = await createCast(t);
    const { client } = await createKey(t.app, cast.admin, cast.orgId, { scopes: ["participants:read"] });
    const res = await client.get(`/api/v1/organizations/${cast.orgId}/completions?since=yesterday`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.since[0]).toMatch(/ISO 8601/);
  });
});

describe("participants", () => {
  it("lists a mission's participants with status, entries and what they linked, filtered by status", async () => {
    const cast = await createCast(t);
    const { client } = await createKey(t.app, cast.admin, cast.orgId, { scopes: ["participants:read"] });
    const { mission, objectives } = await createLiveMission(cast, { objectives: 1 });
    const entrant = await enterAs(t, `entrant-${Date.now()}@example.com`, mission.id, [objectives[0]!.id]);
    const starter = await signInWithEmail(t, `starter-${Date.now()}@example.com`);
    await completeAll(starter, mission.id, [objectives[0]!.id]);
    await settle();
    const url = `/api/v1/organizations/${cast.orgId}/missions/${mission.id}/participants`;
    const all = await readAll(client, url);
    expect(all.ids).toHaveLength(2);
    const entered = (await client.get(`${url}?status=Entered`)).json().data;
    expect(entered).toHaveLength(1);
    expect(entered[0]).toMatchObject({
      user_id: await userIdOf(entrant),
      status: "Entered",
      entries: 1,
      completed_objective_ids: [objectives[0]!.id],
      linked: { twitter: null, discord: null, telegram: null, steam: null },
    });
    expect(entered[0].entry_wallet).toMatch(/^0x/);
    expect((await client.get(`${url}?status=Selected`)).json().data).toEqual([]);
    // Another organization's mission under this organization's path is not found.
    const other = await createCast(t);
    const foreign = await createLiveMission(other, { objectives: 1 });
    const res = await client.get(`/api/v1/organizations/${cast.orgId}/missions/${foreign.mission.id}/participants`);
    expect(res.statusCode).toBe(404);
  });
});
