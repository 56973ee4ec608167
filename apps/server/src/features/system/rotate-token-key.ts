import type { Database } from "../../db/client";
import type { TokenSealer } from "../../lib/token-crypto";

// Re-seals every stored secret with the current TOKEN_ENCRYPTION_KEY (docs/self-hosting.md#rotating-secrets). Safe
// while servers run: each value is replaced only if it is still the one read, so a token refreshed meanwhile (sealed
// with the current key already) is never overwritten; running it again finds nothing to do.

/** Every column that holds a value sealed with lib/token-crypto.ts, by table and primary key. */
export const SEALED_COLUMNS = [
  { table: "social_account", key: ["id"], columns: ["access_token_enc", "refresh_token_enc"] },
  {
    table: "organization_social_account",
    key: ["organization_id", "provider"],
    columns: ["access_token_enc", "refresh_token_enc"],
  },
  { table: "webhook_endpoint", key: ["id"], columns: ["secret_enc"] },
  { table: "objective_endpoint_secret", key: ["objective_id"], columns: ["secret_enc"] },
] as const;

export type RotationReport = { resealed: number; current: number; unreadable: { table: string; column: string }[] };

const BATCH = 500;

export async function rotateTokenKey(database: Database, sealer: TokenSealer): Promise<RotationReport> {
  const report: RotationReport = { resealed: 0, current: 0, unreadable: [] };
  for (const { table, key, columns } of SEALED_COLUMNS) {
    const keyList = key.join(", ");
    let after: unknown[] | null = null;
    for (;;) {
      // Keyset pages in primary-key order, so a large table is read in bounded batches.
      const where = after ? `where (${keyList}) > (${key.map((_, i) => `$${i + 1}`).join(", ")})` : "";
      const rows: Record<string, string | null>[] = await database.query<Record<string, string | null>>(
        `select ${keyList}, ${columns.join(", ")} from ${table} ${where} order by ${keyList} limit ${BATCH}`,
        after ?? [],
      );
      for (const row of rows) {
        for (const column of columns) {
          const sealed = row[column];
          if (!sealed) continue;
          if (sealer.isCurrent(sealed)) {
            report.current++;
            continue;
          }
          let plain: string;
          try {
            plain = sealer.open(sealed);
          } catch {
            report.unreadable.push({ table, column });
            continue;
          }
          const keyMatch = key.map((k, i) => `${k} = $${i + 3}`).join(" and ");
          const updated = await database.query(
            `update ${table} set ${column} = $1 where ${column} = $2 and ${keyMatch} returning 1`,
            [sealer.seal(plain), sealed, ...key.map((k) => row[k])],
          );
          if (updated.length) report.resealed++;
        }
      }
      if (rows.length < BATCH) break;
      const last = rows[rows.length - 1]!;
      after = key.map((k) => last[k]);
    }
  }
  return report;
}
