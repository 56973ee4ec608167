import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { verifyDraw, type DrawView } from "@questhq/core";
import { privateKeyToAccount } from "viem/accounts";
import { Client, createTestApp, signInWithEmail, signInWithWallet, type TestApp } from "../../test/harness";
import * as s from "../schema/index";
import { DEMO_DRAWN_MISSIONS } from "./demo-participants";
import { seedDemo, seedIfEmpty } from "./seed";

// The well-known local development key: account #0 of `test test … junk`.
const DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { info: () => {} }, t.env);
});
afterAll(async () => t?.close());

const count = async (
  table: typeof s.mission | typeof s.contentItem | typeof s.newsTopic | typeof s.saga | typeof s.contentTopic,
) => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe("demo seed", () => {
  it("writes missions across chains and states, news and a saga", async () => {
    expect(await count(s.mission)).toBeGreaterThanOrEqual(6);
    const chains = await t.database.db.selectDistinct({ c: s.mission.blockchainChainId }).from(s.mission);
    expect(chains.length).toBeGreaterThanOrEqual(3);
    const states = (await t.database.db.selectDistinct({ st: s.mission.status }).from(s.mission)).map((r) => r.st);
    expect(states).toEqual(expect.arrayContaining(["draft", "published", "completed"]));
    expect(await count(s.contentItem)).toBeGreaterThanOrEqual(50);
    expect(await count(s.newsTopic)).toBeGreaterThanOrEqual(40);
    expect(await count(s.saga)).toBe(1);
  });

  it("is safe to run again: nothing is duplicated", async () => {
    const before = await count(s.contentTopic);
    await seedDemo(t.database.db, t.env);
    expect(await count(s.contentTopic)).toBe(before);
    expect(await seedIfEmpty(t.database.db, { info: () => {} }, t.env)).toBe(false);
  });

  it("lets the demo admin sign in by email code and by the local development wallet", async () => {
    const byEmail = await signInWithEmail(t, "admin@demo.local");
    const meEmail = (await byEmail.get("/api/v1/users/me")).json().data;
    const { client } = await signInWithWallet(t, privateKeyToAccount(DEV_KEY));
    const meWallet = (await client.get("/api/v1/users/me")).json().data;
    expect(meWallet.id).toBe(meEmail.id);
    expect(meWallet.displayName).toBe("Demo Admin");
    const orgs = (await client.get("/api/v1/organizations")).json().data;
    expect(orgs).toEqual([expect.objectContaining({ slug: "questhq-demo", role: "admin" })]);
    expect(orgs[0].missionCount).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(s.user).where(eq(s.user.id, meEmail.id));
    expect(row!.referralCode).toBe("DEMOADMIN");
  });

  it("shows demo users their joined missions and visitors the live ones on Explore", async () => {
    const ada = await signInWithEmail(t, "ada@demo.local");
    const mine = (await ada.get("/api/v1/users/missions?limit=10")).json();
    expect(mine.total).toBe(5);
    expect(mine.data.map((m: { user_status: string }) => m.user_status).sort()).toEqual([
      "CompletedObjectives",
      "Entered",
      "Selected",
      "Selected",
      "Started",
    ]);
    // Her raffle win waits for her wallet on /enter-wallet until the product's deadline (1/24 at 2pm ET,
    // docs/product/limits.md#interface-timings).
    const wallets = (await ada.get("/api/v1/winner-wallets")).json().data;
    expect(wallets).toEqual([
      expect.objectContaining({
        mission: expect.objectContaining({ slug: "layer-two-launch-week" }),
        reward: expect.objectContaining({ chain_label: "Base" }),
        wallet_state: "to_confirm",
        wallet_deadline: "2027-01-24T19:00:00.000Z",
      }),
    ]);
    const newYork = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
    });
    expect(newYork.format(new Date(wallets[0].wallet_deadline))).toBe("1/24, 2 PM");
    const explore = (await t.app.inject({ url: "/api/v1/missions?sort=featured" })).json();
    expect(explore.data.length).toBeGreaterThanOrEqual(3);
    for (const m of explore.data) expect(["live", "upcoming"]).toContain(m.phase);
  });

  it("draws its seeded winners as an organizer would: the draw is public, verifies, picks exactly them", async () => {
    const visitor = new Client(t.app);
    for (const slug of DEMO_DRAWN_MISSIONS) {
      const m = (await visitor.get(`/api/v1/missions/${slug}`)).json().data;
      const res = await visitor.get(`/api/v1/missions/${m.id}/draw`);
      expect(res.statusCode, res.body).toBe(200);
      const draw = res.json().data as DrawView;
      expect(draw.drawn_at, slug).toBe(m.ends_at);
      const list = await visitor.get(`/api/v1/missions/${m.id}/draw/entries`);
      expect(list.statusCode).toBe(200);
      const verification = verifyDraw(draw, list.body);
      expect(
        verification.checks.filter((c) => !c.ok),
        slug,
      ).toEqual([]);
      const winners = await t.database.db
        .select({ id: s.missionParticipant.id, userId: s.missionParticipant.userId })
        .from(s.missionParticipant)
        .where(and(eq(s.missionParticipant.missionId, m.id), eq(s.missionParticipant.status, "Selected")));
      expect(winners.map((w) => w.userId)).toEqual(["demo-ada"]);
      expect(draw.winners).toEqual(winners.map((w) => w.id));
    }
  });

  it("links only to pages that exist: every seeded link to the site opens a guide page and its section", async () => {
    const rows = await t.database.db.select({ v: s.objective.values }).from(s.objective);
    // An endpoint objective's address is for the server to call, never a link: it is the sandbox organizer API.
    const endpoints = rows.flatMap(({ v }) => (typeof v.endpoint_url === "string" ? [v.endpoint_url] : []));
    expect(endpoints.length).toBeGreaterThan(0);
    for (const url of endpoints) {
      expect(url).toBe(`${t.env.PUBLIC_URL}/sandbox/organizer/verify`);
      const unsigned = await t.app.inject({ method: "POST", url: new URL(url).pathname, payload: {} });
      expect(unsigned.statusCode, url).toBe(401);
    }
    const values = rows.map(({ v: { endpoint_url: _endpoint, ...v } }) => ({ v }));
    const challenges = await t.database.db.select({ v: s.weeklyChallenge.values }).from(s.weeklyChallenge);
    const text = JSON.stringify([...values, ...challenges]);
    expect(text).not.toContain("questhq.example");
    const own = [...new Set(text.match(new RegExp(`${t.env.PUBLIC_URL}[^"\\\\]*`, "g")) ?? [])];
    expect(own.length).toBeGreaterThanOrEqual(8);
    for (const url of own) {
      const { pathname, hash } = new URL(url);
      const res = await t.app.inject({ method: "GET", url: pathname });
      expect(res.statusCode, url).toBe(200);
      if (hash) expect(res.body, url).toContain(`id="${hash.slice(1)}"`);
    }
  });
});
