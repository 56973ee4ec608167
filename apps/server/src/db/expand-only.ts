// Migrations are expand-only: during an upgrade the previous version keeps running on the migrated schema (processes
// behind one load balancer, a rollback to the previous build), so a migration may add but not take away or narrow
// what that version reads and writes. Contracting (dropping what no running version uses any more) is a separate,
// later migration that says why it is safe in a comment: `-- contract: <why it is safe now>`.

/** Written before this rule, exempt: 0002 changes types, 0017 renames, 0020 adds a unique index. Never add to it. */
export const EXPAND_ONLY_BASELINE = [
  "0000_init",
  "0001_missions",
  "0002_participation",
  "0003_atlas",
  "0004_chain",
  "0005_wallet_lower",
  "0006_winner_notice",
  "0007_sagas",
  "0008_saga_payout_claim",
  "0009_wallet_collection",
  "0010_search_terms",
  "0011_search_term_triggers",
  "0012_billing",
  "0013_swaps",
  "0014_reward_codes",
  "0015_relay",
  "0016_jobs",
  "0017_sagas",
  "0018_developers",
  "0019_organization_reads",
  "0020_webhook_delivery_unique",
];

const CONTRACT_MARK = /^[ \t]*--[ \t]*contract:[ \t]*\S/m;
const name = String.raw`"?([\w.]+)"?`;

/** What an older version could trip on, each with the reason it would. */
const CONTRACTING: { pattern: RegExp; why: string }[] = [
  { pattern: /\bDROP\s+(TABLE|VIEW|MATERIALIZED\s+VIEW|TYPE|SCHEMA)\b/i, why: "drops what it may read" },
  { pattern: /\bDROP\s+COLUMN\b/i, why: "drops a column it may read or write" },
  { pattern: /\bRENAME\b/i, why: "renames what it reads by its old name" },
  { pattern: /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, why: "changes a column's type under it" },
  { pattern: /\bSET\s+NOT\s+NULL\b/i, why: "refuses the nulls it may still write" },
  { pattern: /\bTRUNCATE\b/i, why: "empties a table it uses" },
];

/** Narrowing what an existing table accepts; the same on a table this migration creates is no change for anyone. */
const NARROWING: { pattern: RegExp; why: string }[] = [
  {
    pattern: new RegExp(
      String.raw`\bALTER\s+TABLE\s+(?:ONLY\s+)?${name}\s+ADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b`,
      "i",
    ),
    why: "adds a NOT NULL column without a default, which its inserts do not fill",
  },
  {
    pattern: new RegExp(
      String.raw`\bALTER\s+TABLE\s+(?:ONLY\s+)?${name}\s+ADD\s+CONSTRAINT\b[^;]*\b` +
        String.raw`(UNIQUE|CHECK|FOREIGN\s+KEY|PRIMARY\s+KEY)\b`,
      "i",
    ),
    why: "adds a constraint its writes may break",
  },
  {
    pattern: new RegExp(String.raw`\bCREATE\s+UNIQUE\s+INDEX\b[^;]*?\bON\s+(?:ONLY\s+)?${name}`, "i"),
    why: "adds a unique index its writes may break",
  },
];

const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, "");

/** The statements of a migration that are not expand-only, each with why; none when it is marked as a contract. */
export function contractingStatements(sql: string): string[] {
  if (CONTRACT_MARK.test(sql)) return [];
  const statements = withoutComments(sql)
    .split(/;|--> statement-breakpoint/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const created = new Set(
    statements.flatMap((s) => {
      const m = new RegExp(String.raw`^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${name}`, "i").exec(s);
      return m ? [m[1]!.replace(/^public\./, "")] : [];
    }),
  );
  const found: string[] = [];
  for (const statement of statements) {
    const contracting = CONTRACTING.find((c) => c.pattern.test(statement));
    if (contracting) {
      found.push(`${statement} (${contracting.why})`);
      continue;
    }
    for (const narrowing of NARROWING) {
      const table = narrowing.pattern.exec(statement)?.[1]?.replace(/^public\./, "");
      if (table && !created.has(table)) found.push(`${statement} (${narrowing.why})`);
    }
  }
  return found;
}
