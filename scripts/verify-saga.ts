// npm run verify-saga -- <saga slug> [--url https://questhq.example]
//
// Recomputes a settled Saga from what the server published — the pool, the vault share and every
// row's credits and booster terms — with the documented questhq-saga-v1 rules (packages/core/src/
// sagas), and says whether each boosted credit, each amount and the table hash are reproduced.
import { verifySagaTable, type PublishedAllocationRow, type SettlementSummary } from "@questhq/core";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function main(): Promise<number> {
  const slug = process.argv.slice(2).find((a, i, all) => !a.startsWith("--") && !(all[i - 1] ?? "").startsWith("--"));
  if (!slug) {
    console.error("usage: npm run verify-saga -- <saga slug> [--url http://localhost:3000]");
    return 2;
  }
  const base = (arg("--url") ?? process.env.QUESTHQ_URL ?? "http://localhost:3000").replace(/\/$/, "");
  const api = `${base}/api/v1/seasons/${encodeURIComponent(slug)}`;
  const { data } = await getJson<{ data: { settlement: SettlementSummary } }>(`${api}/summary`);
  const s = data.settlement;
  if (!s.table_hash) {
    console.error(`Saga ${slug} has not been settled yet (status: ${s.status}).`);
    return 2;
  }
  const rows: PublishedAllocationRow[] = [];
  for (let cursor: number | null = -1; cursor !== null; ) {
    const page: { data: PublishedAllocationRow[]; next: number | null } = await getJson(
      `${api}/allocations?limit=1000${cursor >= 0 ? `&cursor=${cursor}` : ""}`,
    );
    rows.push(...page.data);
    cursor = page.next;
  }
  const result = verifySagaTable(s, rows);
  console.log(
    `Saga ${slug} (${s.algorithm}): pool ${s.hq_pool} base units, ${rows.length} accounts, vault ${s.vault_bps / 100}%`,
  );
  console.log(
    `  ${result.isHashMatching ? "✔" : "✘"} table hash: published ${s.table_hash}, recomputed ${result.recomputedHash}`,
  );
  console.log(`  ${result.isPoolExact ? "✔" : "✘"} the amounts add up to the pool`);
  console.log(
    `  ${result.mismatches.length === 0 ? "✔" : "✘"} every row's boosted credits, amount and vault part recomputed ` +
      `(${result.mismatches.length} differences)`,
  );
  for (const m of result.mismatches.slice(0, 20))
    console.log(`    account ${m.account}: ${m.field} published ${m.published}, expected ${m.expected}`);
  console.log(
    result.isValid
      ? "VERIFIED: the published data reproduce every allocation."
      : "NOT VERIFIED: see the failed checks above.",
  );
  return result.isValid ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
