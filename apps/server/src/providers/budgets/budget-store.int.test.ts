import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createSiblingApp, createTestApp, type TestApp } from "../../test/harness";
import { databaseBudgetStore, type BudgetStore, type BudgetWindow } from "./budget-store";

// The providers' budgets are what keeps every server process together under a provider's rate limit: however many
// calls race for a window, from however many processes, no more than the limit are granted, the rest learn when the
// window ends, and the provider's own figures (observed) only ever make us wait longer. On PostgreSQL the same is
// shown for three servers with their own connection pools, and with Redis when it is configured.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withRedis = Boolean(process.env.TEST_REDIS_URL);

let t: TestApp;
let siblings: TestApp[] = [];

beforeAll(async () => {
  t = await createTestApp({});
  if (onPostgres) {
    // One namespace for all three, as in production (each test app otherwise counts in its own).
    const shared = { RATE_LIMIT_NAMESPACE: `questhq-budget-test-${randomBytes(4).toString("hex")}:` };
    siblings = await Promise.all([0, 1, 2].map(() => createSiblingApp(t, shared, { ownConnections: true })));
  }
});
afterAll(async () => {
  for (const s of siblings) await s.close();
  await t?.close();
});

const fresh = (limit: number, windowMs = 60_000): BudgetWindow => ({
  key: `test:endpoint:user:${randomBytes(6).toString("hex")}`,
  limit,
  windowMs,
});

/** `calls` takes at once, spread over the stores round-robin; how many were granted, and the refusals' times. */
async function race(stores: BudgetStore[], window: BudgetWindow, calls: number) {
  const takes = await Promise.all(Array.from({ length: calls }, (_, i) => stores[i % stores.length]!.take(window)));
  const refused = takes.flatMap((x) => (x.granted ? [] : [x.freesAt.getTime()]));
  return { granted: takes.length - refused.length, refused };
}

describe("provider budgets", () => {
  it("grants exactly the limit however many calls race for one window, and says when it frees up", async () => {
    const store = t.app.providerBudgets;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 90 }), async (limit, calls) => {
        const before = Date.now();
        const { granted, refused } = await race([store], fresh(limit), calls);
        expect(granted).toBe(Math.min(limit, calls));
        for (const at of refused) {
          expect(at).toBeGreaterThan(before + 59_000);
          expect(at).toBeLessThan(Date.now() + 62_000);
        }
      }),
      { numRuns: 15 },
    );
  });

  it("opens a new window once the last one ended", async () => {
    const store = t.app.providerBudgets;
    const window = fresh(2, 300);
    expect((await race([store], window, 5)).granted).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await race([store], window, 5)).granted).toBe(2);
  });

  it("takes the provider's figures: fewer calls left and a later reset make us wait, never call sooner", async () => {
    const store = t.app.providerBudgets;
    const window = fresh(10);
    expect((await store.take(window)).granted).toBe(true);
    const resetAt = new Date(Date.now() + 120_000);
    // The provider says 2 calls are left (someone else spent 7) and its window ends in two minutes.
    await store.observe(window, { remaining: 2, resetAt });
    expect((await race([store], window, 5)).granted).toBe(2);
    const refusal = await store.take(window);
    expect(refusal.granted).toBe(false);
    if (!refusal.granted) expect(Math.abs(refusal.freesAt.getTime() - resetAt.getTime())).toBeLessThan(1000);
    // A figure that would let us call more (more remaining, an earlier reset) changes nothing.
    await store.observe(window, { remaining: 9, resetAt: new Date(Date.now() + 1000) });
    expect((await store.take(window)).granted).toBe(false);
  });

  it("a provider's refusal holds every caller until the wait it named, then a fresh window opens", async () => {
    // The three servers sharing one namespace on PostgreSQL (and Redis); the one embedded server otherwise.
    const stores = siblings.length > 0 ? siblings.map((s) => s.app.providerBudgets) : [t.app.providerBudgets];
    const window = fresh(10, 60_000);
    expect((await stores[0]!.take(window)).granted).toBe(true);
    const until = new Date(Date.now() + 400);
    await stores[0]!.hold(window, until);
    // Nothing goes, from any process, though 9 of our 10 were left; each learns the hold's end, not the hour's.
    const held = await race(stores, window, 6);
    expect(held.granted).toBe(0);
    for (const at of held.refused) expect(Math.abs(at - until.getTime())).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await race(stores, window, 15)).granted).toBe(10);
  });

  it("holds a window it has not counted yet (the provider refused the first call we made)", async () => {
    const window = fresh(3);
    await t.app.providerBudgets.hold(window, new Date(Date.now() + 30_000));
    expect((await race([t.app.providerBudgets], window, 3)).granted).toBe(0);
  });

  describe.runIf(onPostgres)("three servers on one PostgreSQL", () => {
    it(`never grant more than the limit together${withRedis ? " (counted in Redis)" : ""}`, async () => {
      const stores = siblings.map((s) => s.app.providerBudgets);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 120 }), async (limit, calls) => {
          expect((await race(stores, fresh(limit), calls)).granted).toBe(Math.min(limit, calls));
        }),
        { numRuns: 12 },
      );
    });

    it("count together in the database too, which is where they count while Redis is away", async () => {
      const stores = siblings.map((s) => databaseBudgetStore(s.database.db));
      expect((await race(stores, fresh(4), 30)).granted).toBe(4);
    });
  });
});
