import {
  verifySagaTable,
  type PublishedAllocationRow,
  type SagaVerification,
  type SettlementSummary,
} from "@questhq/core";

// The Saga page's in-browser check: download every published row, then recompute the table with
// core's verifier (the same code as `npm run verify-saga`). Runs in a worker (verify-saga.worker.ts).

export type SagaVerifyInput = {
  allocationsUrl: string;
  settlement: Pick<SettlementSummary, "hq_pool" | "vault_bps" | "table_hash" | "participant_count">;
};
export type SagaVerifyProgress = { downloaded: number; total: number };

export async function downloadAndVerify(
  input: SagaVerifyInput,
  onProgress: (p: SagaVerifyProgress) => void,
): Promise<SagaVerification> {
  const rows: PublishedAllocationRow[] = [];
  const total = input.settlement.participant_count ?? 0;
  for (let cursor: number | null = -1; cursor !== null; ) {
    const url = new URL(input.allocationsUrl);
    url.searchParams.set("limit", "1000");
    if (cursor >= 0) url.searchParams.set("cursor", String(cursor));
    const res = await fetch(url);
    if (!res.ok) throw new Error(`The published table could not be downloaded (HTTP ${res.status}).`);
    const page = (await res.json()) as { data: PublishedAllocationRow[]; next: number | null };
    rows.push(...page.data);
    onProgress({ downloaded: rows.length, total });
    cursor = page.next;
  }
  return verifySagaTable(input.settlement, rows);
}
