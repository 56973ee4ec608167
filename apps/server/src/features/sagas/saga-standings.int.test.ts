import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { creditLedger, sagaBooster, saga, user } from "../../db/schema/index";
import { withTestApp, type TestApp } from "../../test/harness";
import { rowsOf } from "../../db/rows";
import { sagaStandingOf, sagaStandings, sagaTotals, sagaTotalsFor, standingsSql } from "./saga-standings";

// The SQL mirror of the formula (used to rank in the database) against core's boostedBreakdown.

let t: TestApp;
withTestApp((app) => (t = app));

/** A Saga running from yesterday to tomorrow with a 1,000 $HQ pool; its slug is its name in lower case. */
async function runningSaga(db: TestApp["database"]["db"], name: string, number: number) {
  const now = Date.now();
  const [s] = await db
    .insert(saga)
    .values({
      name,
      slug: name.toLowerCase(),
      number,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 86_400_000),
      hqPool: "1000",
    })
    .returning();
  return s!;
}

describe("saga standings", () => {
  it("ranks with the same boosted credits in SQL as core computes, cap and odd values included", async () => {
    const db = t.database.db;
    const s = await runningSaga(db, "Mirror", 7);
    const cases: [number, number, number, number][] = [
      [333, 1, 0, 0],
      [1200, 120, 12_345, 200],
      [7, 0, 0, 0],
      [-50, 140, 0, 0],
      [0, 60, 100, 20],
      [999_999, 1680, 10_000, 8400],
    ];
    for (const [i, [credits, stars, membership, staked]] of cases.entries()) {
      const id = `mirror-${i}`;
      await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
      await db
        .insert(creditLedger)
        .values({ userId: id, amount: BigInt(credits), reason: "test", idempotencyKey: `mirror:${i}` });
      const terms = [
        ["stars", stars],
        ["membership", membership],
        ["staked_nft", staked],
      ] as const;
      for (const [source, hundredths] of terms)
        if (hundredths)
          await db.insert(sagaBooster).values({ sagaId: s.id, userId: id, source, period: "p", hundredths });
    }
    const fromCore = new Map((await sagaStandings(db, s)).map((r) => [r.userId, r.boostedCredits.toString()]));
    const fromSql = rowsOf<{ user_id: string; boosted: string }>(
      await db.execute(sql`select user_id, boosted::text from (${standingsSql(s)}) s`),
    );
    expect(fromSql).toHaveLength(cases.length);
    for (const r of fromSql) expect(BigInt(r.boosted).toString(), r.user_id).toBe(fromCore.get(r.user_id));
    expect(fromCore.get("mirror-1")).toBe(((1200n * BigInt(100 + 120 + 10_000 + 200)) / 100n).toString());
    expect(fromCore.get("mirror-3")).toBe("0");
  });

  it("answers rank and totals from a snapshot: own figures fresh, others' within the snapshot's age", async () => {
    const db = t.database.db;
    const s = await runningSaga(db, "Snap", 8);
    const credit = async (id: string, amount: number, key: string) =>
      db
        .insert(creditLedger)
        .values({ userId: id, amount: BigInt(amount), reason: "test", idempotencyKey: `snap:${key}` });
    for (const [i, amount] of [500, 300, 100, 0].entries()) {
      await db.insert(user).values({ id: `snap-${i}`, name: `snap-${i}`, email: `snap-${i}@example.com` });
      if (amount) await credit(`snap-${i}`, amount, `${i}`);
    }
    const exact = async (id: string) => sagaTotals(db, s, (await sagaStandingOf(db, s, id)).boostedCredits);
    const cached = async (id: string) =>
      sagaTotalsFor(db, s, id, (await sagaStandingOf(db, s, id)).boostedCredits, 60_000);
    // The first read takes the snapshot: it agrees with the exact aggregate for everyone.
    for (const id of ["snap-0", "snap-1", "snap-2", "snap-3"]) expect(await cached(id), id).toEqual(await exact(id));
    // The viewer's own climb (snap-2: 100 → 400) shows at once: second place, total and participants right.
    await credit("snap-2", 300, "2b");
    const climbed = await cached("snap-2");
    expect(climbed).toEqual(await exact("snap-2"));
    expect(climbed.ahead).toBe((await cached("snap-0")).ahead + 1);
    // A newcomer counts for themselves at once too; snap-2's climb is someone else's to them, not yet in the total.
    await credit("snap-3", 50, "3");
    const newcomer = await exact("snap-3");
    expect(await cached("snap-3")).toEqual({ ...newcomer, totalBoosted: newcomer.totalBoosted - 300n });
    // Someone else's climb (snap-1: 300 → 900) reaches the others with the next snapshot, not before.
    await credit("snap-1", 600, "1b");
    expect((await exact("snap-0")).ahead).toBe((await cached("snap-0")).ahead + 1);
    expect(await sagaTotalsFor(db, s, "snap-0", 500n, 1)).toEqual(await exact("snap-0"));
    // With no snapshot age allowed, it is the exact aggregate.
    expect(await sagaTotalsFor(db, s, "snap-0", 500n, 0)).toEqual(await exact("snap-0"));
  });
});
