// `npm run restore -- <dir> [--force]`: a folder written by `npm run backup` into DATABASE_URL (an empty database)
// or, without it, into DATA_DIR's embedded database; then DATA_DIR's files. Start the server afterwards: it applies
// any migration the backup's version did not have.
import { runBackupCommand } from "../db/backup/command";
import { restoreDatabase } from "../db/backup/restore-database";

await runBackupCommand("restore", async ({ env, dir, force }) => {
  const manifest = await restoreDatabase(dir, { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, force);
  return (
    `restored ${dir} (${manifest.database}, ${manifest.migrations.count} migrations, taken ${manifest.createdAt}` +
    `${manifest.commit ? ` at ${manifest.commit.slice(0, 12)}` : ""})`
  );
});
