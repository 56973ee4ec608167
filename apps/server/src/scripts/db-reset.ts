// `npm run db:reset`: empty the database (embedded folder or DATABASE_URL) and re-apply migrations.
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../db/client";
import { loadEnv } from "../env";

const env = loadEnv();
if (env.isProduction && process.argv[2] !== "--yes-really") {
  console.error("Refusing to reset a production database without --yes-really.");
  process.exit(1);
}
if (env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await client.end();
} else {
  rmSync(path.resolve(env.DATA_DIR, "pglite"), { recursive: true, force: true });
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.close();
console.log(`Database reset (${database.kind}); migrations applied. Run \`npm run seed\` for demo data.`);
