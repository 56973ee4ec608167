import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { creditLedger, sagaBooster, season, user } from "../../db/schema/index";
import { withTestApp, type TestApp } from "../../test/harness";
import { rowsOf, sagaStandings, standingsSql } from "./saga-standings";

// The SQL mirror of the formula (used to rank in the database) against core's boostedBreakdown.

let t: TestApp;
withTestApp((app) => (t = app));

describe("saga standings", () => {
  it("ranks with the same boosted credits in SQL as core computes, cap and odd values included", async () => {
    const db = t.database.db;
    const now = Date.now();
    const [s] = await db
      .insert(season)
      .values({
        name: "Mirror",
        slug: "mirror",
        number: 7,
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 86_400_000),
        hqPool: "1000",
      })
      .returning();
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
          await db.insert(sagaBooster).values({ seasonId: s!.id, userId: id, source, period: "p", hundredths });
    }
    const fromCore = new Map((await sagaStandings(db, s!)).map((r) => [r.userId, r.boostedCredits.toString()]));
    const fromSql = rowsOf<{ user_id: string; boosted: string }>(
      await db.execute(sql`select user_id, boosted::text from (${standingsSql(s!)}) s`),
    );
    expect(fromSql).toHaveLength(cases.length);
    for (const r of fromSql) expect(BigInt(r.boosted).toString(), r.user_id).toBe(fromCore.get(r.user_id));
    expect(fromCore.get("mirror-1")).toBe(((1200n * BigInt(100 + 120 + 10_000 + 200)) / 100n).toString());
    expect(fromCore.get("mirror-3")).toBe("0");
  });
});
