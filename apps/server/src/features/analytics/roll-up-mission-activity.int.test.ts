import fc from "fast-check";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsRollUpState, missionCohortHourly, missionParticipant, user } from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { withCastApp, type Cast } from "../../test/mission-kit";
import { createLiveMission } from "../../test/participation-kit";
import { RECOUNT_MARGIN_MS, rollUpMissionActivity } from "./roll-up-mission-activity";

// The activity roll-up counts again what changed since its last run: run after run it must hold what one full count
// of the tables gives, and a slow transaction's rows (stamped before the last run, committed after) are not lost.

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s));

const HOUR = 3_600_000;
let missionId = "";
let objectiveIds: string[] = [];
const users: string[] = [];

beforeAll(async () => {
  const live = await createLiveMission(cast, { objectives: 3 });
  missionId = live.mission.id;
  objectiveIds = live.objectives.map((o) => o.id);
  for (let i = 0; i < 40; i++) {
    const id = `rollup-${Date.now()}-${i}`;
    users.push(id);
    await t.database.db.insert(user).values({ id, name: `R${i}`, email: `${id}@example.com` });
  }
});

const figures = () =>
  t.database.db
    .select()
    .from(missionCohortHourly)
    .where(eq(missionCohortHourly.missionId, missionId))
    .orderBy(asc(missionCohortHourly.hour));

describe("mission activity roll-up", () => {
  it("holds, run after run, what one full count gives", { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const base = Math.floor(Date.now() / HOUR) * HOUR - 6 * HOUR;
    // Each step: a participant starts (in one of six hours) or goes further (more objectives, an entry, a win).
    const step = fc.record({
      who: fc.integer({ min: 0, max: users.length - 1 }),
      hour: fc.integer({ min: 0, max: 5 }),
      done: fc.integer({ min: 0, max: 3 }),
      isEntered: fc.boolean(),
      runAfter: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        await db.delete(missionParticipant).where(eq(missionParticipant.missionId, missionId));
        await db.delete(missionCohortHourly).where(eq(missionCohortHourly.missionId, missionId));
        await rollUpMissionActivity(db);
        for (const s of steps) {
          const values = {
            completedObjectiveIds: objectiveIds.slice(0, s.done),
            enteredAt: s.isEntered ? new Date() : null,
            updatedAt: new Date(),
          };
          await db
            .insert(missionParticipant)
            .values({ missionId, userId: users[s.who]!, createdAt: new Date(base + s.hour * HOUR + 60_000), ...values })
            .onConflictDoUpdate({ target: [missionParticipant.missionId, missionParticipant.userId], set: values });
          if (s.runAfter) await rollUpMissionActivity(db);
        }
        await rollUpMissionActivity(db);
        const incremental = await figures();
        // A full count from nothing.
        await db.delete(missionCohortHourly).where(eq(missionCohortHourly.missionId, missionId));
        await db.delete(analyticsRollUpState);
        await rollUpMissionActivity(db);
        expect(incremental).toEqual(await figures());
        expect(incremental.reduce((n, r) => n + r.started, 0)).toBe(new Set(steps.map((s) => s.who)).size);
      }),
      { numRuns: 15 },
    );
  });

  it("counts a slow transaction's rows stamped within the margin before the last run", async () => {
    const db = t.database.db;
    await db.delete(missionParticipant).where(eq(missionParticipant.missionId, missionId));
    await db.delete(missionCohortHourly).where(eq(missionCohortHourly.missionId, missionId));
    const lastRun = new Date();
    await rollUpMissionActivity(db, lastRun);
    // Committed after that run, stamped before it: one within the margin, one long before.
    const stamped = (ago: number) => new Date(lastRun.getTime() - ago);
    await db.insert(missionParticipant).values([
      { missionId, userId: users[0]!, createdAt: stamped(60_000), updatedAt: stamped(RECOUNT_MARGIN_MS / 2) },
      { missionId, userId: users[1]!, createdAt: stamped(3 * HOUR), updatedAt: stamped(RECOUNT_MARGIN_MS * 2) },
    ]);
    await rollUpMissionActivity(db);
    const started = await db.execute(
      sql`select coalesce(sum(started), 0)::int as n from mission_cohort_hourly where mission_id = ${missionId}`,
    );
    expect((started as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
