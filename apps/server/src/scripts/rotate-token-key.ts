// `npm run rotate-token-key`: re-seals stored provider tokens and signing secrets with TOKEN_ENCRYPTION_KEY, after
// a rotation (TOKEN_ENCRYPTION_KEY_PREVIOUS set to the old key) or the first time a server that ran without the
// setting gets one. Needs only the database and key settings; prints one line, exits 1 when something failed.
import { openDatabase } from "../db/client";
import { DEV_AUTH_SECRET, envSchema } from "../env";
import { tokenSealer } from "../lib/token-crypto";
import { rotateTokenKey } from "../features/system/rotate-token-key";

const settings = envSchema
  .pick({
    NODE_ENV: true,
    DATA_DIR: true,
    DATABASE_URL: true,
    AUTH_SECRET: true,
    TOKEN_ENCRYPTION_KEY: true,
    TOKEN_ENCRYPTION_KEY_PREVIOUS: true,
  })
  .safeParse(process.env);
if (!settings.success) {
  for (const issue of settings.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}
const env = settings.data;
if (!env.TOKEN_ENCRYPTION_KEY) {
  console.error("TOKEN_ENCRYPTION_KEY: not set; set the new key (`openssl rand -hex 32`) and run this again");
  process.exit(1);
}
if (env.NODE_ENV === "production" && !env.AUTH_SECRET && !env.TOKEN_ENCRYPTION_KEY_PREVIOUS) {
  console.error("AUTH_SECRET or TOKEN_ENCRYPTION_KEY_PREVIOUS: needed to open what the old key sealed");
  process.exit(1);
}
const sealer = tokenSealer({
  TOKEN_ENCRYPTION_KEY: env.TOKEN_ENCRYPTION_KEY,
  TOKEN_ENCRYPTION_KEY_PREVIOUS: env.TOKEN_ENCRYPTION_KEY_PREVIOUS,
  AUTH_SECRET: env.AUTH_SECRET ?? DEV_AUTH_SECRET,
});
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
} catch (err) {
  console.error(`DATABASE_URL: cannot open the database (${err instanceof Error ? err.message : String(err)})`);
  process.exit(1);
}
try {
  const report = await rotateTokenKey(database, sealer);
  const unreadable = report.unreadable.length;
  console.log(
    `re-sealed ${report.resealed} value(s) with TOKEN_ENCRYPTION_KEY; ${report.current} already current` +
      (unreadable ? `; ${unreadable} opened with no key given (set TOKEN_ENCRYPTION_KEY_PREVIOUS to the old key)` : ""),
  );
  if (unreadable) process.exitCode = 1;
} finally {
  await database.close();
}
