// `npm run backup -- <dir> [--force]`: the database (pg_dump, or the embedded PGlite while no server runs) and
// DATA_DIR's files into a new folder, with a manifest of checksums. Restore with `npm run restore -- <dir>`.
import { backupDatabase } from "../db/backup/backup-database";
import { runBackupCommand } from "../db/backup/command";

await runBackupCommand("backup", async ({ env, dir, force }) => {
  const manifest = await backupDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, dir, force);
  const { database, files } = manifest.parts;
  return (
    `backup written to ${dir}: ${manifest.database} database with ${manifest.migrations.count} migrations ` +
    `(${database.bytes} bytes), files ${files.bytes} bytes`
  );
});
