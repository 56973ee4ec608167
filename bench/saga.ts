// Saga data for `npm run bench`: a running Saga with N accounts, each with credits earned during
// it and a few booster rows (stars for most, membership and staked keys for some), in bulk SQL.
import { sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/client";

export const SAGA_USERS = Number(process.env.BENCH_SAGA_USERS ?? 100_000);

/** Writes the Saga "bench-saga" (started 10 days ago, 12 weeks) and its accounts; returns the Saga id. */
export async function seedSaga(database: Database, users = SAGA_USERS, ended = false): Promise<string> {
  const db = database.db;
  const start = ended ? sql`now() - interval '90 days'` : sql`now() - interval '10 days'`;
  const rows = await db.execute(sql`insert into saga (name, slug, number, starts_at, ends_at, hq_pool)
    values ('Bench Saga', 'bench-saga', 9, ${start}, ${start} + interval '84 days', '10000000000000000000000000')
    returning id`);
  const id = ((rows as unknown as { rows?: { id: string }[] }).rows ?? (rows as unknown as { id: string }[]))[0]!.id;
  await db.execute(sql`insert into "user" (id, name, email)
    select 'bench-saga-' || g, 'Bench ' || g, 'bench-saga-' || g || '@example.com'
    from generate_series(1, ${users}) g`);
  await db.execute(sql`insert into credit_ledger (user_id, amount, reason, idempotency_key, created_at)
    select 'bench-saga-' || g, 10 + (g * 7919) % 5000, 'bench', 'bench-saga:' || g, ${start} + interval '1 day'
    from generate_series(1, ${users}) g`);
  await db.execute(sql`insert into saga_booster (saga_id, user_id, source, period, hundredths)
    select ${id}::uuid, 'bench-saga-' || g, 'stars', 'w1:s1', 60 from generate_series(1, ${users}) g where g % 3 <> 0`);
  await db.execute(sql`insert into saga_booster (saga_id, user_id, source, period, hundredths)
    select ${id}::uuid, 'bench-saga-' || g, 'membership', 'w1', 20 * (1 + g % 4)
    from generate_series(1, ${users}) g where g % 10 = 0`);
  await db.execute(sql`insert into saga_booster (saga_id, user_id, source, period, hundredths)
    select ${id}::uuid, 'bench-saga-' || g, 'staked_nft', 'd' || to_char(now(), 'YYYY-MM-DD'), 100
    from generate_series(1, ${users}) g where g % 25 = 0`);
  await db.execute(sql`analyze credit_ledger`);
  await db.execute(sql`analyze saga_booster`);
  return id;
}
