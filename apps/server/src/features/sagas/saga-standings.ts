import { and, eq, gte, lt, sql } from "drizzle-orm";
import { boostedBreakdown, MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS, sha256Text, type BoostedBreakdown } from "@questhq/core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { creditLedger, sagaBooster, type Saga } from "../../db/schema/index";

// Where every Saga figure comes from: credits earned while the Saga ran (the credit ledger, any
// reason) and the booster rows of the Saga. The overview, the leaderboard and the settlement all
// read through here, and boosted credits are computed by core's one formula (boostedBreakdown);
// BOOSTED_SQL mirrors it for ranking inside the database (saga-standings.int.test checks both agree).

export type SagaStanding = BoostedBreakdown & { userId: string };

type SagaWindow = Pick<Saga, "id" | "startsAt" | "endsAt">;

/** The account's pseudonym in the published table: stable per Saga, not linkable across Sagas. */
export function sagaAccount(sagaId: string, userId: string): string {
  return sha256Text(`questhq-saga-account:${sagaId}:${userId}`).slice(2, 26);
}

/** sagaAccount in SQL over a user id column, so lists can break ties by the public account in the database. */
export const sagaAccountSql = (sagaId: string, userId: unknown) =>
  sql`substr(encode(sha256(convert_to('questhq-saga-account:' || ${sagaId}::text || ':' || ${userId}, 'UTF8')),
    'hex'), 1, 24)`;

const creditsIn = (s: SagaWindow) => and(gte(creditLedger.createdAt, s.startsAt), lt(creditLedger.createdAt, s.endsAt));

const termsSelect = {
  stars: sql<string>`coalesce(sum(${sagaBooster.hundredths}) filter (where ${sagaBooster.source} = 'stars'), 0)`,
  // The membership term: keys held, and a paid tier's weekly bonus (subscriptions are memberships too).
  membership: sql<string>`coalesce(sum(${sagaBooster.hundredths})
    filter (where ${sagaBooster.source} in ('membership', 'membership_tier')), 0)`,
  staked: sql<string>`coalesce(sum(${sagaBooster.hundredths}) filter (where ${sagaBooster.source} = 'staked_nft'), 0)`,
};

/** One account's standing (zeros when it has earned nothing in the Saga). */
export async function sagaStandingOf(db: Db, s: SagaWindow, userId: string): Promise<SagaStanding> {
  // One round trip: the credits as a scalar subquery beside the booster sums (an aggregate always answers one row).
  const credits = db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), creditsIn(s)));
  const [row] = await db
    .select({ ...termsSelect, credits: sql<string>`(${credits})` })
    .from(sagaBooster)
    .where(and(eq(sagaBooster.sagaId, s.id), eq(sagaBooster.userId, userId)));
  return standing(userId, row?.credits ?? "0", row ?? { stars: "0", membership: "0", staked: "0" });
}

/** Every account with credits or boosters in the Saga, in no particular order. */
export async function sagaStandings(db: Db, s: SagaWindow): Promise<SagaStanding[]> {
  const credits = db
    .select({ userId: creditLedger.userId, total: sql<string>`sum(${creditLedger.amount})`.as("total") })
    .from(creditLedger)
    .where(creditsIn(s))
    .groupBy(creditLedger.userId)
    .as("c");
  const boosts = db
    .select({
      userId: sagaBooster.userId,
      stars: termsSelect.stars.as("stars"),
      membership: termsSelect.membership.as("membership"),
      staked: termsSelect.staked.as("staked"),
    })
    .from(sagaBooster)
    .where(eq(sagaBooster.sagaId, s.id))
    .groupBy(sagaBooster.userId)
    .as("b");
  const rows = await db
    .select({
      userId: sql<string>`coalesce(${credits.userId}, ${boosts.userId})`,
      total: sql<string>`coalesce(${credits.total}, 0)`,
      stars: sql<string>`coalesce(${boosts.stars}, 0)`,
      membership: sql<string>`coalesce(${boosts.membership}, 0)`,
      staked: sql<string>`coalesce(${boosts.staked}, 0)`,
    })
    .from(credits)
    .fullJoin(boosts, eq(credits.userId, boosts.userId));
  return rows.map((r) => standing(r.userId, r.total, r));
}

function standing(
  userId: string,
  credits: string,
  t: { stars: string; membership: string; staked: string },
): SagaStanding {
  return {
    userId,
    ...boostedBreakdown(BigInt(credits), {
      starsHundredths: Number(t.stars),
      membershipAccruedHundredths: Number(t.membership),
      stakedNftHundredths: Number(t.staked),
    }),
  };
}

/**
 * Boosted credits in SQL, for ranking without loading every account: the same formula as core's
 * boostedCredits over columns `credits`, `stars`, `membership`, `staked` (numeric; floor division;
 * negative credits count as 0).
 */
export const BOOSTED_SQL = (c: { credits: unknown; stars: unknown; membership: unknown; staked: unknown }) =>
  sql`floor(greatest(${c.credits}, 0)
    * (100 + ${c.stars} + least(${c.membership}, ${MEMBERSHIP_BOOSTER_CAP_HUNDREDTHS}) + ${c.staked}) / 100)`;

/**
 * Every account's standing as SQL rows (user_id, credits, stars, membership, staked, boosted), for ranking in the
 * database.
 */
export function standingsSql(s: SagaWindow) {
  return sql`select u.user_id, u.credits, u.stars, u.membership, u.staked,
      ${BOOSTED_SQL({
        credits: sql`u.credits`,
        stars: sql`u.stars`,
        membership: sql`u.membership`,
        staked: sql`u.staked`,
      })} as boosted
    from (
      select coalesce(c.user_id, b.user_id) as user_id, coalesce(c.credits, 0) as credits,
        coalesce(b.stars, 0) as stars, coalesce(b.membership, 0) as membership, coalesce(b.staked, 0) as staked
      from (select ${creditLedger.userId} as user_id, sum(${creditLedger.amount}) as credits from ${creditLedger}
            where ${creditLedger.createdAt} >= ${s.startsAt.toISOString()}::timestamptz
              and ${creditLedger.createdAt} < ${s.endsAt.toISOString()}::timestamptz
            group by ${creditLedger.userId}) c
      full join (select ${sagaBooster.userId} as user_id,
            coalesce(sum(${sagaBooster.hundredths}) filter (where ${sagaBooster.source} = 'stars'), 0) as stars,
            coalesce(sum(${sagaBooster.hundredths}) filter (where ${sagaBooster.source} = 'membership'), 0)
              as membership,
            coalesce(sum(${sagaBooster.hundredths}) filter (where ${sagaBooster.source} = 'staked_nft'), 0) as staked
            from ${sagaBooster} where ${sagaBooster.sagaId} = ${s.id} group by ${sagaBooster.userId}) b
      on b.user_id = c.user_id
    ) u`;
}

export type SagaTotals = { participants: number; totalBoosted: bigint; ahead: number };

/** Accounts with boosted credits, their sum, and how many are ahead of `mine` (rank = ahead + 1). */
export async function sagaTotals(db: Db, s: SagaWindow, mine: bigint): Promise<SagaTotals> {
  const result = await db.execute(sql`select count(*) filter (where boosted > 0)::int as participants,
      coalesce(sum(boosted), 0)::text as total,
      count(*) filter (where boosted > ${mine.toString()}::numeric)::int as ahead
    from (${standingsSql(s)}) s`);
  const [row] = rowsOf<{ participants: number; total: string; ahead: number }>(result);
  return {
    participants: Number(row?.participants ?? 0),
    totalBoosted: BigInt(row?.total ?? "0"),
    ahead: Number(row?.ahead ?? 0),
  };
}

// The overview's rank and participant count need every account's boosted credits: one aggregate over the Saga's
// whole ledger, ~300 ms at 100,000 accounts, on every dashboard load. Instead each process keeps a snapshot of the
// distribution per Saga for up to SAGA_STANDINGS_CACHE_SECONDS (refreshed by one query at a time), and the viewer's
// own figures, always read fresh, replace their entry in it. So a user's own credits, rank movement from their own
// activity and estimate are exact; other accounts' activity shows within that many seconds.

type Snapshot = { at: number; byUser: Map<string, bigint>; ascending: Float64Array; total: bigint };

const snapshots = new WeakMap<Db, Map<string, { at: number; loading: Promise<Snapshot> }>>();

async function loadSnapshot(db: Db, s: SagaWindow): Promise<Snapshot> {
  const at = Date.now();
  const rows = rowsOf<{ user_id: string; boosted: string }>(
    await db.execute(sql`select s.user_id, s.boosted::text as boosted from (${standingsSql(s)}) s where s.boosted > 0`),
  );
  const byUser = new Map<string, bigint>();
  // Boosted credits are whole numbers far below 2^53: exact as doubles, so the sorted array can be a typed one.
  const ascending = new Float64Array(rows.length);
  let total = 0n;
  rows.forEach((r, i) => {
    const value = BigInt(r.boosted);
    byUser.set(r.user_id, value);
    ascending[i] = Number(value);
    total += value;
  });
  ascending.sort();
  return { at, byUser, ascending, total };
}

function snapshotOf(db: Db, s: SagaWindow, maxAgeMs: number): Promise<Snapshot> {
  let perSaga = snapshots.get(db);
  if (!perSaga) {
    perSaga = new Map();
    snapshots.set(db, perSaga);
  }
  const held = perSaga.get(s.id);
  if (held && Date.now() - held.at < maxAgeMs) return held.loading;
  const loading = loadSnapshot(db, s);
  perSaga.set(s.id, { at: Date.now(), loading });
  // A failed read is not kept: the next request tries again.
  loading.catch(() => perSaga.get(s.id)?.loading === loading && perSaga.delete(s.id));
  return loading;
}

/** How many values of an ascending array are strictly greater than `x`. */
function countAbove(ascending: Float64Array, x: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ascending[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return ascending.length - lo;
}

/**
 * sagaTotals for one viewer from the snapshot (at most `maxAgeMs` old), with the viewer's fresh `mine` in place of
 * their snapshot entry; with maxAgeMs 0, the exact aggregate.
 */
export async function sagaTotalsFor(
  db: Db,
  s: SagaWindow,
  userId: string,
  mine: bigint,
  maxAgeMs: number,
): Promise<SagaTotals> {
  if (maxAgeMs <= 0) return sagaTotals(db, s, mine);
  const snap = await snapshotOf(db, s, maxAgeMs);
  const old = snap.byUser.get(userId) ?? 0n;
  const ahead = countAbove(snap.ascending, Number(mine)) - (old > mine ? 1 : 0);
  const participants = snap.ascending.length - (old > 0n ? 1 : 0) + (mine > 0n ? 1 : 0);
  return { participants, totalBoosted: snap.total - old + (mine > 0n ? mine : 0n), ahead };
}
