import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  analyticsSalt,
  missionViewEvent,
  missionViewHourly,
  missionViewSourceHourly,
  missionVisitorDay,
} from "../../db/schema/index";
import { rowsOf } from "../../db/rows";
import { createCast, createPublished } from "../../test/mission-kit";
import { withTestApp, type TestApp } from "../../test/harness";
import { rollUpMissionViews } from "./roll-up-mission-views";
import { createVisitorHasher, utcDay } from "./visitor-hash";

// The roll-up's totals against a plain count of the same views: random views of three missions over three days from
// a small crowd (so visitors come back, the same hour and other days), counted in several runs with batches of
// random size. A visitor is new on a mission's day in the hour of their first view; every view is counted once.

let t: TestApp;
let missions: string[] = [];
withTestApp(async (app) => {
  t = app;
  const cast = await createCast(app);
  missions = [];
  for (let i = 0; i < 3; i++) missions.push((await createPublished(cast)).mission.id);
});

const SOURCES = [
  { referrerHost: null, utmSource: null, utmCampaign: null },
  { referrerHost: "t.co", utmSource: null, utmCampaign: null },
  { referrerHost: "discord.com", utmSource: "discord", utmCampaign: "launch" },
  { referrerHost: null, utmSource: "newsletter", utmCampaign: "week-48" },
];
const START = Date.UTC(2026, 10, 20, 21); // three hours before a UTC midnight
const HOUR = 3_600_000;

type View = { mission: number; second: number; visitor: number; source: number };
const view: fc.Arbitrary<View> = fc.record({
  mission: fc.integer({ min: 0, max: 2 }),
  // 0 to 3 days after START, to the second.
  second: fc.integer({ min: 0, max: 3 * 86_400 - 1 }),
  visitor: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 400 })),
  source: fc.integer({ min: 0, max: SOURCES.length - 1 }),
});

const isSignedIn = (visitor: number) => visitor % 3 === 0;
const hourOf = (at: number) => new Date(Math.floor(at / HOUR) * HOUR).toISOString();

async function clear() {
  const { db } = t.database;
  for (const table of [missionViewEvent, missionVisitorDay, missionViewHourly, missionViewSourceHourly])
    await db.delete(table);
}

async function insert(views: View[]) {
  // In time order, as the recorder writes them (batches are taken by id).
  const rows = [...views]
    .sort((a, b) => a.second - b.second)
    .map((v) => ({
      missionId: missions[v.mission]!,
      viewedAt: new Date(START + v.second * 1000),
      visitorHash: BigInt(v.visitor) * 7_919n - 3_000n, // negative and positive hashes both
      isSignedIn: isSignedIn(v.visitor),
      ...SOURCES[v.source]!,
    }));
  for (let i = 0; i < rows.length; i += 1000)
    await t.database.db.insert(missionViewEvent).values(rows.slice(i, i + 1000));
}

/** The plain count: phases in order, each phase's views in time order; a visitor's first view of a day is theirs. */
function expected(phases: View[][]) {
  const hourly = new Map<string, { views: number; visitors: number; signedInVisitors: number }>();
  const sources = new Map<string, { views: number; visitors: number }>();
  const seen = new Set<string>();
  for (const phase of phases) {
    for (const v of [...phase].sort((a, b) => a.second - b.second)) {
      const at = START + v.second * 1000;
      const mission = missions[v.mission]!;
      const src = SOURCES[v.source]!;
      const hourKey = `${mission}|${hourOf(at)}`;
      const sourceKey = `${hourKey}|${src.referrerHost ?? ""}|${src.utmSource ?? ""}|${src.utmCampaign ?? ""}`;
      const visitorKey = `${mission}|${utcDay(new Date(at))}|${v.visitor}`;
      const isNew = !seen.has(visitorKey);
      seen.add(visitorKey);
      const h = hourly.get(hourKey) ?? { views: 0, visitors: 0, signedInVisitors: 0 };
      h.views++;
      if (isNew) {
        h.visitors++;
        if (isSignedIn(v.visitor)) h.signedInVisitors++;
      }
      hourly.set(hourKey, h);
      const s = sources.get(sourceKey) ?? { views: 0, visitors: 0 };
      s.views++;
      if (isNew) s.visitors++;
      sources.set(sourceKey, s);
    }
  }
  return { hourly, sources };
}

async function actual() {
  const { db } = t.database;
  const hourly = new Map<string, { views: number; visitors: number; signedInVisitors: number }>();
  for (const r of await db.select().from(missionViewHourly))
    hourly.set(`${r.missionId}|${r.hour.toISOString()}`, {
      views: r.views,
      visitors: r.visitors,
      signedInVisitors: r.signedInVisitors,
    });
  const sources = new Map<string, { views: number; visitors: number }>();
  for (const r of await db.select().from(missionViewSourceHourly))
    sources.set(`${r.missionId}|${r.hour.toISOString()}|${r.referrerHost}|${r.utmSource}|${r.utmCampaign}`, {
      views: r.views,
      visitors: r.visitors,
    });
  return { hourly, sources };
}

describe("the mission view roll-up", () => {
  it("counts every view once and each visitor once a day, whatever the runs and batch sizes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(view, { maxLength: 120 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 60 }),
        async (phases, batch) => {
          await clear();
          // Each phase's views come after the previous phase's, as time goes on between two runs.
          let offset = 0;
          const timed = phases.map((phase) => {
            const shifted = phase.map((v) => ({ ...v, second: Math.min(v.second + offset, 3 * 86_400 - 1) }));
            offset = Math.max(offset, ...shifted.map((v) => v.second));
            return shifted;
          });
          for (const phase of timed) {
            await insert(phase);
            const run = await rollUpMissionViews(t.database.db, new Date(START), batch);
            expect(run.views).toBe(phase.length);
          }
          expect(await t.database.db.select().from(missionViewEvent)).toEqual([]);
          expect(await actual()).toEqual(expected(timed));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("adds up a launch's views past any small counter: 30,000 views of 1,000 visitors in an hour", async () => {
    await clear();
    const views = Array.from({ length: 30_000 }, (_, i) => ({
      mission: 0,
      second: i % 3_600,
      visitor: i % 1_000,
      source: i % 4,
    }));
    await insert(views);
    const run = await rollUpMissionViews(t.database.db, new Date(START));
    expect(run.views).toBe(30_000);
    const hourly = await t.database.db.select().from(missionViewHourly);
    expect(hourly.map((h) => [h.views, h.visitors, h.signedInVisitors])).toEqual([[30_000, 1_000, 334]]);
  });

  it("counts two runs at once once", async () => {
    await clear();
    const views = Array.from({ length: 2_000 }, (_, i) => ({ mission: i % 3, second: i, visitor: i % 50, source: 0 }));
    await insert(views);
    const runs = await Promise.all([
      rollUpMissionViews(t.database.db, new Date(START), 100),
      rollUpMissionViews(t.database.db, new Date(START), 100),
    ]);
    expect(runs[0]!.views + runs[1]!.views).toBe(2_000);
    expect(await actual()).toEqual(expected([views]));
  });

  it("forgets past days' salts and visitors, after which a visitor's hash is another", async () => {
    await clear();
    const { db } = t.database;
    const hasher = createVisitorHasher(db);
    const anonymous = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 Firefox/133.0" };
    const day1 = new Date(Date.UTC(2026, 10, 20, 12));
    const day2 = new Date(Date.UTC(2026, 10, 21, 12));
    const first = await hasher.hash(missions[0]!, anonymous, day1);
    expect(await hasher.hash(missions[0]!, anonymous, new Date(day1.getTime() + HOUR))).toBe(first);
    expect(await hasher.hash(missions[1]!, anonymous, day1)).not.toBe(first);
    expect(await hasher.hash(missions[0]!, { ...anonymous, ip: "203.0.113.10" }, day1)).not.toBe(first);
    expect(await hasher.hash(missions[0]!, { userId: "user-1" }, day1)).not.toBe(first);
    expect(await hasher.hash(missions[0]!, anonymous, day2)).not.toBe(first);
    await db.insert(missionVisitorDay).values([
      { missionId: missions[0]!, day: "2026-11-19", visitorHash: 1n },
      { missionId: missions[0]!, day: "2026-11-20", visitorHash: 1n },
      { missionId: missions[0]!, day: "2026-11-21", visitorHash: 1n },
    ]);
    const run = await rollUpMissionViews(db, day2);
    expect(run).toEqual({ views: 0, salts: 1, visitorDays: 1 });
    expect((await db.select({ day: analyticsSalt.day }).from(analyticsSalt)).map((r) => r.day)).toEqual(["2026-11-21"]);
    const days = await db.execute(sql`SELECT day::text AS day FROM mission_visitor_day ORDER BY day`);
    expect(rowsOf<{ day: string }>(days).map((r) => r.day)).toEqual(["2026-11-20", "2026-11-21"]);
  });
});
