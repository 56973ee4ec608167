// The answers check of `npm run bench` alone, without the timed passes: seeds each engine's database as the bench
// does (target.ts; BENCH_MISSIONS, BENCH_NEWS_ITEMS, BENCH_NEWS_TOPICS and BENCH_SAGA_USERS make it smaller), starts
// our API and the plain reference on it, signs in, and compares both answers of every row that has a reference
// (same-answers.ts), then again once the signed-in account has a history (rich-user.ts). Exits 1 when any row differs.
//
//   npx tsx bench/check-answers.ts                              # PGlite, then PostgreSQL when it answers
//   BENCH_ENGINES=postgres BENCH_NEWS_ITEMS=20000 npx tsx bench/check-answers.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dropDb, PG_ADMIN_URL, postgresAvailable } from "./child-bench";
import { pathOf, ROWS } from "./read-rows";
import { compareRow, printDifferences } from "./same-answers";
import { signIn } from "./sign-in";
import { startTarget, type DbOpts } from "./start-target";
import type { TargetContext } from "./target";

// target.ts then lets this check give its account a history (rich-user.ts) between the two passes.
process.env.BENCH_CHECK_HISTORY = "1";

const ENGINES = process.env.BENCH_ENGINES?.split(",").map((p) => p.trim());
const on = (engine: "pglite" | "postgres") => !ENGINES || ENGINES.includes(engine);

/** Compares every row with a reference once; answers how many differ. */
async function checkRows(label: string, bases: { ours: string; plain: string }, ctx: TargetContext, cookie: string) {
  let failed = 0;
  for (const row of ROWS) {
    if (!row.plain) continue;
    const headers: Record<string, string> = row.auth ? { cookie } : {};
    const p = pathOf(row.path, ctx);
    const differs = await compareRow(`${bases.ours}${p}`, `${bases.plain}${p}`, headers, { headers: row.sameHeaders });
    if (differs.length) {
      failed++;
      printDifferences(label, row.name, differs);
    } else console.log(`  ✓ ${label}: ${row.name}`);
  }
  return failed;
}

/** The session token in a session cookie (the signed value's part before its signature). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(/questhq\.session_token=([^;]+)/.exec(cookie)![1]!);
  return value.slice(0, value.lastIndexOf("."));
}

/**
 * Checks every row with a reference on one database: first as the bench measures them (a new account), then once
 * that account has a history (rich-user.ts); answers how many rows differ.
 */
async function checkOn(label: string, dbOpts: DbOpts): Promise<number> {
  const target = startTarget(label, dbOpts);
  try {
    const { ours, plain, ctx } = await target.ready;
    const bases = { ours: `http://localhost:${ours}`, plain: `http://127.0.0.1:${plain}` };
    const cookie = await signIn(bases.ours);
    let failed = await checkRows(label, bases, ctx, cookie);
    const given = await fetch(`${bases.plain}/__check/give-history`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: tokenOf(cookie) }),
    });
    if (!given.ok) throw new Error(`giving the account a history failed: ${given.status} ${await given.text()}`);
    failed += await checkRows(`${label}, account with a history`, bases, ctx, cookie);
    return failed;
  } finally {
    await target.stop();
  }
}

async function main() {
  let failed = 0;
  if (on("pglite")) {
    const dir = mkdtempSync(path.join(tmpdir(), "questhq-bench-check-"));
    try {
      failed += await checkOn("pglite", { dataDir: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (on("postgres")) {
    const url = await postgresAvailable(PG_ADMIN_URL);
    if (!url) console.log("PostgreSQL: not reachable, skipped (set BENCH_DATABASE_URL).");
    else {
      try {
        failed += await checkOn("postgres", { databaseUrl: url });
      } finally {
        await dropDb(PG_ADMIN_URL, url);
      }
    }
  }
  console.log(failed ? `\n${failed} row(s) differ.` : "\nEvery reference answers exactly what ours does.");
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
