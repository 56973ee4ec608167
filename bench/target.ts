// The measured side of `npm run bench`, in a child process: one database (PGlite in a folder, or PostgreSQL), our
// API and the plain reference (reference-server.ts) on it, each on its own port, seeded with the bench's data. It
// prints one line, `READY <json>` with the ports and the paths that need seeded ids, then serves until it is
// stopped (SIGTERM). PGlite is one process's database, so both servers live here; they are measured one at a time,
// by a load generator in yet another process.
import { randomBytes } from "node:crypto";
import type net from "node:net";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app";
import { freePort } from "../scripts/product-server";
import { openDatabase, type Database } from "../apps/server/src/db/client";
import { loadEnv } from "../apps/server/src/env";
import { encodeCursor } from "../apps/server/src/features/missions/explore-cursor";
import { NEWS_ITEMS, NEWS_TOPICS, seedNews, type NewsBenchContext } from "./news";
import { buildReference } from "./reference-server";
import { giveHistory } from "./rich-user";
import { SAGA_USERS, seedSaga } from "./saga";

export const EXPLORE_MISSIONS = Number(process.env.BENCH_MISSIONS ?? 100_000);
export const DEEP_OFFSET = Math.floor(EXPLORE_MISSIONS / 2);

export type TargetContext = { deepCursor: string; news: NewsBenchContext };
export type TargetReady = { ours: number; plain: number; ctx: TargetContext };

export function benchEnv(port: number, limits: Record<string, string>, authSecret = randomBytes(24).toString("hex")) {
  return loadEnv({
    NODE_ENV: "production",
    AUTH_SECRET: authSecret,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    // Required in production; a throwaway key (the bench signs nothing on a chain).
    CHAIN_SIGNER_PRIVATE_KEY: randomBytes(32).toString("hex"),
    // No SMTP server here; the bench signs in with wallets (production refuses email sign-in without SMTP).
    EMAIL_SIGN_IN: "false",
    LOG_LEVEL: "silent",
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    WEB_DIST_DIR: "/nonexistent",
    VERIFY_POLL_MS: "0",
    // Background ingestion (and its backfill of derived text) would compete with the measured requests.
    NEWS_INGEST_INTERVAL_MINUTES: "0",
    // The load generator plays the reverse proxy: simulated clients' IPs arrive in X-Forwarded-For from loopback.
    TRUST_PROXY: "loopback",
    ...limits,
  });
}

/** 100k published missions with rewards, in bulk SQL (a few seconds), plus a deep cursor. */
async function seedExplore(database: Database): Promise<string> {
  const db = database.db;
  await db.execute(sql`insert into organization (name, slug) values ('Bench Org', 'bench-org') on conflict do nothing`);
  await db.execute(sql`
    insert into mission (organization_id, title, slug, description, blockchain_chain_id, starts_at, ends_at, status,
                         sort_weight, participant_count, published_at)
    select o.id, 'Bench mission ' || g, 'bench-mission-' || g, '', (array[1, 8453, 42161, 10, 137])[1 + g % 5],
           now() - interval '1 day', now() + (1 + g % 60) * interval '1 day', 'published', g % 7, (g * 7919) % 5000,
           now() - g * interval '1 second'
    from organization o, generate_series(1, ${EXPLORE_MISSIONS}) g where o.slug = 'bench-org'`);
  await db.execute(sql`
    insert into reward (mission_id, kind, title, blockchain_chain_id, selection_process, number_of_winners)
    select id, 'raffle', 'Bench prize', blockchain_chain_id, 'raffle', 10
    from mission where slug like 'bench-mission-%'`);
  await db.execute(sql`analyze mission`);
  await db.execute(sql`analyze reward`);
  const [at] = await database.query<{ sort_weight: number; published_at: string | Date; id: string }>(
    `select sort_weight, published_at, id from mission where status = 'published'
      order by sort_weight desc nulls last, published_at desc nulls last, id desc nulls last offset $1 limit 1`,
    [DEEP_OFFSET],
  );
  return encodeCursor("featured", [at!.sort_weight, new Date(at!.published_at).toISOString(), at!.id]);
}

export { freePort };

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const opts = JSON.parse(process.argv[2] ?? "{}") as {
    databaseUrl?: string;
    dataDir?: string;
    label: string;
    mode?: "spike";
  };
  const log = (line: string) => process.stderr.write(`  ${opts.label}: ${line}\n`);
  const database = await openDatabase(opts);
  if (opts.mode === "spike") return serveSpike(database);
  const authSecret = randomBytes(24).toString("hex");
  // Our port is known before the app is built: PUBLIC_URL (cookies, Sign-In With Ethereum's domain) names it.
  const port = await freePort();
  const env = benchEnv(port, { RATE_LIMIT_MAX: "1000000000", AUTH_RATE_LIMIT_MAX: "1000000000" }, authSecret);
  const ours = await buildApp({ env, database, logger: false });
  ours.get("/api/__bench/empty", { schema: { hide: true } }, async () => ({}));
  const plain = await buildReference(database, env);
  let start = performance.now();
  const deepCursor = await seedExplore(database);
  log(`${EXPLORE_MISSIONS} missions seeded in ${seconds(start)}s`);
  start = performance.now();
  const news = await seedNews(database);
  log(`${NEWS_ITEMS} news items, ${NEWS_TOPICS} topics seeded in ${seconds(start)}s`);
  start = performance.now();
  await seedSaga(database);
  log(`a running Saga with ${SAGA_USERS} accounts seeded in ${seconds(start)}s`);
  // The answers check alone (check-answers.ts) gives its signed-in account a history between its two passes.
  if (process.env.BENCH_CHECK_HISTORY === "1") {
    plain.post<{ Body: { token: string } }>("/__check/give-history", async (req) => {
      await giveHistory(database, req.body.token);
      return {};
    });
  }
  await ours.listen({ port, host: "127.0.0.1" });
  await plain.listen({ port: 0, host: "127.0.0.1" });
  const portOf = (app: typeof plain) => (app.server.address() as net.AddressInfo).port;
  const ready: TargetReady = { ours: port, plain: portOf(plain), ctx: { deepCursor, news } };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  process.once("SIGTERM", () => {
    void Promise.all([ours.close(), plain.close()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

/** The spike's server: production settings, rate limits included (per client IP), no seeded data. */
async function serveSpike(database: Database) {
  const port = await freePort();
  const limits: Record<string, string> = {};
  if (process.env.VERIFY_MAX_IN_FLIGHT) limits.VERIFY_MAX_IN_FLIGHT = process.env.VERIFY_MAX_IN_FLIGHT;
  const app = await buildApp({ env: benchEnv(port, limits), database, logger: false });
  await app.listen({ port, host: "127.0.0.1" });
  process.stdout.write(`READY ${JSON.stringify({ ours: port, plain: 0, ctx: null })}\n`);
  process.once("SIGTERM", () => void app.close().finally(() => process.exit(0)));
}

// Run as the child process; run.ts imports the helpers above without starting a server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
