// Child process of bench/analytics.ts: the server side of the analytics bench. One PostgreSQL database seeded with
// one mission of 12 objectives, 100,000 participants of every depth and 1,000,000 objective completions over 30 days
// (participants finish 8 to 12 objectives: 10 on average), 30 days of hourly view roll-ups with sources, and linked
// accounts; our app on it, in production mode with the view roll-up job running, and an API key with
// participants:read. Prints `READY <json>`, serves until SIGTERM.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { openDatabase } from "../apps/server/src/db/client";
import { rowsOf } from "../apps/server/src/db/rows";
import { createApiKey } from "../apps/server/src/features/api-keys/create-api-key";
import { rollUpMissionActivity } from "../apps/server/src/features/analytics/roll-up-mission-activity";
import { userActor } from "../apps/server/src/lib/actor";
import { freePort } from "../scripts/product-server";
import { benchEnv } from "./target";

export const PARTICIPANTS = Number(process.env.BENCH_ANALYTICS_PARTICIPANTS ?? 100_000);
const OBJECTIVES = 12;

const { databaseUrl } = JSON.parse(process.argv[2]!) as { databaseUrl: string };
const port = await freePort();
const env = benchEnv(port, {
  DATABASE_URL: databaseUrl,
  // The load generator sends every beacon from one address; the per-address limit is not what is measured.
  RATE_LIMIT_MAX: "10000000",
  API_KEY_RATE_LIMIT_PER_MINUTE: "10000000",
  MISSION_VIEW_ROLLUP_MS: "60000",
});
const database = await openDatabase({ databaseUrl });
const db = database.db;
const seedStarted = performance.now();

const adminId = randomUUID();
await db.execute(sql`
  insert into "user" (id, name, email, email_verified)
  values (${adminId}, 'Bench admin', ${`${adminId}@example.com`}, true)`);
await db.execute(sql`insert into organization (name, slug) values ('Analytics bench', 'analytics-bench')`);
await db.execute(sql`
  insert into organization_member (organization_id, user_id, role)
  select id, ${adminId}, 'admin' from organization where slug = 'analytics-bench'`);
await db.execute(sql`
  insert into mission (organization_id, title, slug, blockchain_chain_id, starts_at, ends_at, status, published_at,
                       created_at)
  select id, 'Analytics bench mission', 'analytics-bench-mission', 8453, now() - interval '30 days',
         now() + interval '30 days', 'published', now() - interval '30 days', now() - interval '31 days'
  from organization where slug = 'analytics-bench'`);
const [ids] = rowsOf<{
  mission_id: string;
  organization_id: string;
}>(await db.execute(sql`select id as mission_id, organization_id from mission where slug = 'analytics-bench-mission'`));
const { mission_id: missionId, organization_id: organizationId } = ids!;
await db.execute(sql`
  insert into objective (mission_id, template, provider, values, position)
  select ${missionId}, 'client_validation', 'client_validation', jsonb_build_object('key', 'k' || g), g
  from generate_series(0, ${OBJECTIVES - 1}) g`);
await db.execute(sql`
  insert into reward (mission_id, kind, title, blockchain_chain_id, selection_process, number_of_winners,
                      contract_address)
  values (${missionId}, 'token', 'Bench tokens', 8453, 'raffle', 1000, '0x5fbdb2315678afecb367f032d93f642f64180aa3')`);

// Participants: the g-th started g/N of the way through the 30 days and finished 12 - g % 5 objectives; a third
// entered, 1% won; 10% had new accounts, 20% came back from another mission; networks shared in small groups.
await db.execute(sql`
  insert into "user" (id, name, email, created_at)
  select 'bench-user-' || g, 'Bench ' || g, 'bench-' || g || '@example.com', now() - interval '40 days'
  from generate_series(1, ${PARTICIPANTS}) g`);
await db.execute(sql`
  with ids as (select jsonb_agg(id order by position) as all_ids from objective where mission_id = ${missionId})
  insert into mission_participant (mission_id, user_id, status, completed_objective_ids, entry_count, wallet_address,
    entered_at, selected_at, is_returning, is_new_account, network_hash, entry_wallet_has_transactions, created_at,
    updated_at)
  select ${missionId}, 'bench-user-' || g,
    case when g % 100 = 0 then 'Selected' when g % 3 = 0 then 'Entered' else 'Started' end,
    (select jsonb_agg(x) from jsonb_array_elements(ids.all_ids) with ordinality e(x, n)
      where n <= ${OBJECTIVES} - g % 5),
    case when g % 3 = 0 then 1 else 0 end,
    case when g % 3 = 0 then '0x' || lpad(to_hex(g), 40, '0') end,
    case when g % 3 = 0 then started + interval '2 hours' end,
    case when g % 100 = 0 then now() end,
    g % 5 = 0, g % 10 = 0, (g / 7)::bigint * 7919, case when g % 3 = 0 then g % 4 <> 0 end,
    started, started
  from ids, generate_series(1, ${PARTICIPANTS}) g,
    lateral (select now() - interval '30 days' + (g::float / ${PARTICIPANTS}) * interval '30 days' as started) s`);
await db.execute(sql`
  insert into objective_completion (mission_id, objective_id, user_id, status, credits_awarded, completed_at)
  select p.mission_id, o.id, p.user_id, 'completed', 10, p.created_at + o.position * interval '3 minutes'
  from mission_participant p
  join objective o on o.mission_id = p.mission_id and p.completed_objective_ids ? o.id::text
  where p.mission_id = ${missionId}`);
await db.execute(sql`
  insert into social_account (user_id, provider, provider_user_id, username)
  select 'bench-user-' || g, (array['twitter', 'discord', 'steam'])[1 + g % 3], 'bench-' || g, 'bench' || g
  from generate_series(1, ${PARTICIPANTS}) g where g % 4 <> 0`);
await db.execute(sql`
  insert into mission_claim (mission_id, user_id, wallet, claimed_block_timestamp, amount)
  select ${missionId}, 'bench-user-' || g, '0x' || lpad(to_hex(g), 40, '0'), 1700000000 + g, 1000
  from generate_series(100, ${PARTICIPANTS}, 100) g where g % 200 = 0`);
await db.execute(sql`
  insert into mission_view_hourly (mission_id, hour, views, visitors, signed_in_visitors)
  select ${missionId}, h, 900 + (extract(epoch from h)::bigint / 3600) % 300, 600, 300
  from generate_series(date_trunc('hour', now()) - interval '30 days', date_trunc('hour', now()),
    interval '1 hour') h`);
await db.execute(sql`
  insert into mission_view_source_hourly (mission_id, hour, referrer_host, utm_source, utm_campaign, views, visitors)
  select ${missionId}, h, (array['', 't.co', 'discord.com', 'galxe.com', 'google.com'])[1 + s], 
    case when s = 2 then 'discord' else '' end, case when s = 2 then 'week-' || (s + 1) else '' end, 180, 120
  from generate_series(date_trunc('hour', now()) - interval '30 days', date_trunc('hour', now()),
    interval '1 hour') h,
    generate_series(0, 4) s`);
await db.execute(sql`vacuum analyze`);
const seedSeconds = (performance.now() - seedStarted) / 1000;
// The activity roll-up's first run counts everything (as after an upgrade); later runs count what changed.
const rollUpStarted = performance.now();
await rollUpMissionActivity(db);
const firstRollUpSeconds = (performance.now() - rollUpStarted) / 1000;

const key = await createApiKey(db, userActor(adminId), organizationId, {
  name: "Analytics bench",
  scopes: ["participants:read"],
});
const app = await buildApp({ env, database, logger: false });
await app.listen({ port, host: "127.0.0.1" });
const [counts] = rowsOf<{ participants: number; completions: number }>(
  await db.execute(sql`
    select (select count(*) from mission_participant where mission_id = ${missionId})::int as participants,
      (select count(*) from objective_completion where mission_id = ${missionId})::int as completions`),
);
console.log(
  `READY ${JSON.stringify({
    ...{ port, missionId, organizationId, key: key.key, seedSeconds, firstRollUpSeconds },
    ...{ slug: "analytics-bench-mission", ...counts },
  })}`,
);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
