import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAIN_FILE } from "../../../build";
import {
  buildServerOnce,
  type Cleanups,
  databaseUrl,
  freshPostgres,
  get,
  logLines,
  startCompiled,
  tempDir,
  whenReady,
} from "../../test/compiled-server";
import { createTestApp, signInWithEmail } from "../../test/harness";
import { createDraft, createOrg, missionFields, PNG } from "../../test/mission-kit";
import { readJournal } from "../client";

// A backup taken while the server writes, restored into another database and served by the compiled server: what
// it serves is what the database held at one instant of the writes (every mission created before the backup began,
// none created after it ended, and no gap), with the uploaded files' bytes and every migration.

const serverDir = path.resolve(path.dirname(MAIN_FILE), "..");
const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `npm run <script> -- <dir>` as the operator runs it (tsx, no build), with only the settings given. */
function runScript(script: "backup" | "restore", args: string[], settings: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `src/scripts/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: "development", LOG_LEVEL: "silent", ...settings },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const adminUrl = process.env.TEST_DATABASE_URL;
describe.runIf(adminUrl)("backup and restore on PostgreSQL", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await buildServerOnce();
  }, 120_000);

  it("restores a backup taken during writes as one consistent snapshot, served by the compiled server", async () => {
    const authSecret = randomBytes(32).toString("hex");
    const t = await createTestApp({ AUTH_SECRET: authSecret });
    cleanups.push(() => t.close());
    const [current] = await t.database.query<{ name: string }>("select current_database() as name");
    const sourceUrl = databaseUrl(adminUrl!, current!.name);

    const admin = await signInWithEmail(t, `backup-${randomBytes(4).toString("hex")}@example.com`);
    const orgId = await createOrg(admin, `backup-${randomBytes(4).toString("hex")}`);
    const withBanner = await admin.form("POST", "/api/v1/missions", missionFields(orgId), {
      banner: { data: PNG, filename: "banner.png", type: "image/png" },
    });
    expect(withBanner.statusCode, withBanner.body).toBe(201);
    const bannerUrl = withBanner.json().data.banner_url as string;

    // Missions are created one after another through the API until the backup has finished.
    const created: string[] = [withBanner.json().data.id];
    let writing = true;
    const writes = (async () => {
      while (writing) created.push((await createDraft(admin, orgId)).id as string);
    })();
    while (created.length < 5) await new Promise((r) => setTimeout(r, 20));

    const backupDir = path.join(tempDir(cleanups, "backup"), "snapshot");
    const before = created.length;
    const backup = await runScript("backup", [backupDir], { DATABASE_URL: sourceUrl, DATA_DIR: t.env.DATA_DIR });
    const after = created.length;
    writing = false;
    await writes;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^backup written to .*snapshot: postgres database with \d+ migrations/);
    // Writes went on while it ran, and after.
    expect(after).toBeGreaterThan(before);
    expect(created.length).toBeGreaterThan(after);

    const restoredUrl = await freshPostgres(cleanups, adminUrl!);
    const restoredDir = tempDir(cleanups, "restored");
    const settings = { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir };
    const restore = await runScript("restore", [backupDir], settings);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    // A second restore would mix two histories: refused in one line.
    const again = await runScript("restore", [backupDir], settings);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^restore failed: \S+ already holds files \(uploads\)[^\n]*--force[^\n]*\n$/);

    const server = await startCompiled(cleanups, MAIN_FILE, { ...settings, AUTH_SECRET: authSecret });
    await whenReady(server);
    const journal = readJournal().entries;
    expect(logLines(server).some((l) => l.msg === `schema up to date (${journal.length} migrations)`)).toBe(true);

    // The session cookie of the test's client signs in on the restored server too: sessions are in the database.
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const listed = await get(server.port, `/api/v1/organizations/${orgId}/missions`, { cookie });
    expect(listed.status, listed.body).toBe(200);
    const restoredIds = new Set((JSON.parse(listed.body).data as { id: string }[]).map((m) => m.id));
    const kept = created.filter((id) => restoredIds.has(id));
    expect(restoredIds.size).toBe(kept.length); // nothing that was never created
    expect(kept).toEqual(created.slice(0, kept.length)); // a prefix of the writes: no gap
    expect(kept.length).toBeGreaterThanOrEqual(before);
    expect(kept.length).toBeLessThanOrEqual(after);

    const banner = await get(server.port, bannerUrl);
    expect(banner.status).toBe(200);
    expect(banner.bytes.equals(PNG)).toBe(true);

    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
    expect(manifest.migrations).toEqual({ count: journal.length, latest: journal.at(-1)!.tag });
  });
});
