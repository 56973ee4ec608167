// `npm run seed`: write the demo data (only what is missing; safe to run again).
import { openDatabase } from "../db/client";
import { seedDemo } from "../db/seed/seed";
import { loadEnv } from "../env";

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const counts = await seedDemo(database.db, env);
await database.close();
console.log(`Demo data written to ${database.kind}:`, counts);
