// Child process of `npm run bench`: settles an ended Saga of 100,000 accounts (freeze standings,
// largest-remainder split, table hash, batched inserts in one transaction) on a fresh embedded
// database, alone so its peak RSS is the settlement's. Prints one JSON line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client";
import { saga } from "../apps/server/src/db/schema/index";
import { settleSaga } from "../apps/server/src/features/sagas/settle-saga";
import { SAGA_USERS, seedSaga } from "./saga";

const dir = mkdtempSync(path.join(tmpdir(), "questhq-bench-settle-"));
const database = await openDatabase(
  process.env.BENCH_SETTLE_DATABASE_URL ? { databaseUrl: process.env.BENCH_SETTLE_DATABASE_URL } : { dataDir: dir },
);
try {
  const id = await seedSaga(database, SAGA_USERS, true);
  const [s] = await database.db.select().from(saga).where(eq(saga.id, id));
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  const settled = await settleSaga(database.db, { SAGA_VAULT_BPS: 5000 }, s!, null);
  const t1 = performance.now();
  const again = await settleSaga(database.db, { SAGA_VAULT_BPS: 5000 }, s!, null);
  const t2 = performance.now();
  console.log(
    JSON.stringify({
      users: SAGA_USERS,
      rows: settled.participantCount,
      settleMs: t1 - t0,
      againMs: t2 - t1,
      isSameHash: again.tableHash === settled.tableHash,
      rssBeforeMb: before / 2 ** 20,
      peakRssMb: (process.resourceUsage().maxRSS * 1024) / 2 ** 20,
      engine: database.kind,
    }),
  );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
