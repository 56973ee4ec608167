import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readJournal } from "./client";
import { contractingStatements, EXPAND_ONLY_BASELINE } from "./expand-only";

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

describe("migrations are expand-only", () => {
  it("holds for every migration after the baseline, unless it is marked `-- contract: <why>`", () => {
    const tags = readJournal().entries.map((e) => e.tag);
    expect(tags.slice(0, EXPAND_ONLY_BASELINE.length)).toEqual(EXPAND_ONLY_BASELINE);
    const files = readdirSync(migrations).filter((f) => f.endsWith(".sql"));
    expect(files.map((f) => f.replace(/\.sql$/, ""))).toEqual(tags);
    const offending = tags
      .filter((tag) => !EXPAND_ONLY_BASELINE.includes(tag))
      .flatMap((tag) =>
        contractingStatements(readFileSync(path.join(migrations, `${tag}.sql`), "utf8")).map((s) => `${tag}: ${s}`),
      );
    expect(offending).toEqual([]);
  });

  it("finds what an older version would trip on", () => {
    const refused = [
      'ALTER TABLE "mission" DROP COLUMN "title";',
      'DROP TABLE "mission";',
      'ALTER TABLE "mission" RENAME COLUMN "title" TO "name";',
      'ALTER TABLE "mission" RENAME TO "quest";',
      'ALTER TABLE "mission" ALTER COLUMN "free_entries" SET DATA TYPE bigint;',
      'ALTER TABLE "mission" ALTER COLUMN "free_entries" TYPE bigint USING free_entries::bigint;',
      'ALTER TABLE "mission" ALTER COLUMN "title" SET NOT NULL;',
      'ALTER TABLE "mission" ADD COLUMN "kind" text NOT NULL;',
      'ALTER TABLE "mission" ADD CONSTRAINT "mission_kind_check" CHECK (kind <> \'\');',
      'CREATE UNIQUE INDEX "mission_title_uq" ON "mission" USING btree ("title");',
    ];
    for (const sql of refused) expect(contractingStatements(sql), sql).toHaveLength(1);
    // Two statements drizzle-kit writes in one file, one of them contracting.
    const file = 'CREATE INDEX "a_idx" ON "a" ("x");--> statement-breakpoint\nALTER TABLE "a" DROP COLUMN "y";';
    expect(contractingStatements(file)).toEqual([
      'ALTER TABLE "a" DROP COLUMN "y" (drops a column it may read or write)',
    ]);
  });

  it("lets through what only adds, and a contract that says why", () => {
    const allowed = [
      'CREATE TABLE "quest_note" ("id" uuid PRIMARY KEY, "body" text NOT NULL);',
      'ALTER TABLE "mission" ADD COLUMN "kind" text;',
      'ALTER TABLE "mission" ADD COLUMN "kind" text DEFAULT \'plain\' NOT NULL;',
      'CREATE INDEX "mission_kind_idx" ON "mission" USING btree ("kind");',
      'DROP INDEX "mission_old_idx";',
      'ALTER TABLE "mission" ALTER COLUMN "title" DROP NOT NULL;',
      // A new table's own constraints and unique indexes bind no older version.
      'CREATE TABLE "tag" ("id" uuid, "name" text);\nCREATE UNIQUE INDEX "tag_name_uq" ON "tag" ("name");',
      'CREATE TABLE "tag" ("id" uuid);\nALTER TABLE "tag" ADD CONSTRAINT "tag_fk" FOREIGN KEY ("id") REFERENCES "x";',
      '-- contract: no version since 0.3 reads mission.legacy_title\nALTER TABLE "mission" DROP COLUMN "legacy_title";',
    ];
    for (const sql of allowed) expect(contractingStatements(sql), sql).toEqual([]);
    expect(contractingStatements('-- contract:\nDROP TABLE "x";'), "a mark without a reason").toHaveLength(1);
  });
});
