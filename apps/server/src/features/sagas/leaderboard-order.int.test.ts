import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boostedBreakdown,
  byStanding,
  competitionRanks,
  type LeaderboardRow,
  type SagaLeaderboardPage,
} from "@questhq/core";
import { creditLedger, sagaBooster, saga, user, type Saga } from "../../db/schema/index";
import { Client, withTestApp, type TestApp } from "../../test/harness";
import { previewSettlement } from "./preview-settlement";
import { getLeaderboard } from "./get-leaderboard";
import { sagaAccount, sagaStandingOf, sagaTotalsFor } from "./saga-standings";

// The standings' one order, checked from outside: random Sagas whose credits have very different lengths (1 to 12
// digits) and many ties, read through the public API page by page. The concatenated pages must be the list core's
// comparator gives (boosted credits as numbers, then account), with competition ranks; every account's pinned row,
// overview rank and the settlement preview must agree with it.

let t: TestApp;
withTestApp((app) => (t = app));

type Entry = { credits: bigint; stars: number; membership: number; staked: number };

const entry: fc.Arbitrary<Entry> = fc.record({
  credits: fc.oneof(
    fc.constantFrom(0n, 5n, 500n, 1_075n, 1_825n, 10_000n),
    fc.bigInt({ min: -50n, max: 999n }),
    fc.bigInt({ min: 1n, max: 10n ** 12n }),
  ),
  stars: fc.constantFrom(0, 0, 60, 100, 140),
  membership: fc.constantFrom(0, 0, 25, 10_000, 12_345),
  staked: fc.constantFrom(0, 0, 7, 200),
});

let sagas = 0;

async function sagaWith(entries: Entry[]): Promise<Saga> {
  const db = t.database.db;
  const n = ++sagas;
  // Credits count towards every Saga whose window holds them, so each test Saga has a day of its own.
  const startsAt = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000);
  const [s] = await db
    .insert(saga)
    .values({
      name: `Order ${n}`,
      slug: `order-${n}`,
      number: 100 + n,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 86_400_000),
      hqPool: "1000000",
    })
    .returning();
  const ids = entries.map((_, i) => `order-${n}-${i}`);
  const at = new Date(startsAt.getTime() + 3_600_000);
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    await db.insert(user).values(slice.map((id) => ({ id, name: id, email: `${id}@example.com` })));
    const ledger = slice.flatMap((id, j) => {
      const credits = entries[i + j]!.credits;
      if (credits === 0n) return [];
      return [{ userId: id, amount: credits, reason: "test", idempotencyKey: `order:${id}`, createdAt: at }];
    });
    if (ledger.length) await db.insert(creditLedger).values(ledger);
    const boosters = slice.flatMap((id, j) => {
      const e = entries[i + j]!;
      const terms = [
        ["stars", e.stars],
        ["membership", e.membership],
        ["staked_nft", e.staked],
      ] as const;
      return terms
        .filter(([, hundredths]) => hundredths > 0)
        .map(([source, hundredths]) => ({ sagaId: s!.id, userId: id, source, period: "p", hundredths }));
    });
    if (boosters.length) await db.insert(sagaBooster).values(boosters);
  }
  return s!;
}

/** What the standings must be: core's formula, core's order, core's ranks. */
function expected(s: Saga, entries: Entry[]) {
  const rows = entries
    .map((e, i) => {
      const b = boostedBreakdown(e.credits, {
        starsHundredths: e.stars,
        membershipAccruedHundredths: e.membership,
        stakedNftHundredths: e.staked,
      });
      const userId = `${s.slug}-${i}`;
      return { userId, account: sagaAccount(s.id, userId), boostedCredits: b.boostedCredits };
    })
    .filter((r) => r.boostedCredits > 0n)
    .sort(byStanding);
  const ranks = competitionRanks(rows);
  return rows.map((r, i) => ({ ...r, rank: ranks[i]! }));
}

async function everyPage(s: Saga, limit: number): Promise<LeaderboardRow[]> {
  const anon = new Client(t.app);
  const rows: LeaderboardRow[] = [];
  let next: string | null = null;
  do {
    const url = `/api/v1/seasons/${s.slug}/leaderboard?limit=${limit}${next ? `&cursor=${next}` : ""}`;
    const res = await anon.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as SagaLeaderboardPage;
    expect(page.data.length).toBeLessThanOrEqual(limit);
    rows.push(...page.data);
    next = page.next;
  } while (next);
  return rows;
}

const asStanding = (r: LeaderboardRow) => ({ ...r, boostedCredits: BigInt(r.boosted_credits) });
const view = (rows: { account: string; rank: number; boostedCredits: bigint }[]) =>
  rows.map((r) => `${r.rank} ${r.account} ${r.boostedCredits}`);

describe("saga standings order", () => {
  it("pages concatenate to core's order and ranks; pinned rows, overview and preview agree", async () => {
    const entries = fc.array(entry, { minLength: 1, maxLength: 40 });
    const limits = fc.integer({ min: 1, max: 9 });
    await fc.assert(
      fc.asyncProperty(entries, limits, async (entries, limit) => {
        const s = await sagaWith(entries);
        const want = expected(s, entries);
        const got = await everyPage(s, limit);
        expect(view(got.map(asStanding))).toEqual(view(want));
        for (let i = 1; i < got.length; i++)
          expect(got[i - 1]!.boosted_credits).toBeGreaterThanOrEqual(got[i]!.boosted_credits);

        for (const w of want) {
          const page = await getLeaderboard(t.database.db, s, w.userId, { limit: 1 });
          expect(page.me?.rank, w.account).toBe(w.rank);
          const mine = await sagaStandingOf(t.database.db, s, w.userId);
          const totals = await sagaTotalsFor(t.database.db, s, w.userId, mine.boostedCredits, 0);
          expect(totals.ahead + 1).toBe(w.rank);
          expect(totals.participants).toBe(want.length);
        }

        const preview = await previewSettlement(t.database.db, { SAGA_VAULT_BPS: 0 }, s);
        expect(preview.top.map((r) => `${r.account} ${r.boosted_credits}`)).toEqual(
          want.slice(0, 20).map((r) => `${r.account} ${r.boostedCredits}`),
        );
      }),
      { numRuns: 12 },
    );
  });

  it("keeps the order over 1,500 accounts read 100 at a time", async () => {
    const entries = fc.sample(entry, { numRuns: 1_500, seed: 26 });
    const s = await sagaWith(entries);
    const got = await everyPage(s, 100);
    expect(view(got.map(asStanding))).toEqual(view(expected(s, entries)));
  });
});
