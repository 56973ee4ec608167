import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { type Cleanups, tempDir } from "../../test/compiled-server";
import { openDatabase, readJournal } from "../client";
import { backupDatabase } from "./backup-database";
import { restoreDatabase } from "./restore-database";

// The embedded database is backed up from its folder, which only works while no server has it open: the backup
// refuses an open one, and a restore brings back its rows, its migrations and DATA_DIR's other files.

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated embedded database in a DATA_DIR on disk (from the run's template when it has one). */
async function embeddedDataDir() {
  const dataDir = tempDir(cleanups, "embedded");
  const file = inject("pgliteTemplateFile");
  const pgliteDump = file ? new Blob([readFileSync(file)]) : undefined;
  return { dataDir, database: await openDatabase({ dataDir, pgliteDump }) };
}

describe("backup and restore of the embedded database", { timeout: 120_000 }, () => {
  it("refuses while the database is open, restores rows, migrations and files, and checks the manifest", async () => {
    const { dataDir, database } = await embeddedDataDir();
    await database.query('insert into dev_mail ("to", subject, text) values ($1, $2, $3)', ["a@b.c", "kept", "x"]);
    mkdirSync(path.join(dataDir, "uploads"));
    writeFileSync(path.join(dataDir, "uploads", "banner.png"), "bytes of a banner");
    const backupDir = path.join(tempDir(cleanups, "backup"), "embedded");

    await expect(backupDatabase({ dataDir }, backupDir)).rejects.toThrow(
      /^the embedded database \S+ is open \(its postmaster\.pid exists\): stop the server first/,
    );
    expect(existsSync(backupDir)).toBe(false);
    await database.close();
    const manifest = await backupDatabase({ dataDir }, backupDir);
    expect(manifest).toMatchObject({ database: "pglite", migrations: { count: readJournal().entries.length } });

    const restoredDir = tempDir(cleanups, "restored");
    await restoreDatabase(backupDir, { dataDir: restoredDir });
    expect(readFileSync(path.join(restoredDir, "uploads", "banner.png"), "utf8")).toBe("bytes of a banner");
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(restored.migrations).toEqual({ applied: [], total: readJournal().entries.length });
      expect(await restored.query("select subject from dev_mail")).toEqual([{ subject: "kept" }]);
    } finally {
      await restored.close();
    }

    // Over a database that is there: refused unless told.
    await expect(restoreDatabase(backupDir, { dataDir: restoredDir })).rejects.toThrow(/already holds files/);
    await expect(
      restoreDatabase(backupDir, { dataDir: restoredDir, databaseUrl: "postgres://x@127.0.0.1/x" }),
    ).rejects.toThrow("this is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR");

    // A part that is not what the manifest says: refused before anything is written.
    writeFileSync(path.join(backupDir, "data-dir.tar.gz"), "not the archive");
    await expect(restoreDatabase(backupDir, { dataDir: tempDir(cleanups, "restored") })).rejects.toThrow(
      /data-dir\.tar\.gz does not match its checksum in manifest\.json/,
    );
  });
});
