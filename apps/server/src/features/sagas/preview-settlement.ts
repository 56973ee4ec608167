import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Saga } from "../../db/schema/index";
import { byStanding } from "@questhq/core";
import { computeAllocation } from "./settle-saga";

const PREVIEW_ROWS = 20;

/** GET /operator/seasons/{id}/preview: totals, hash and the top rows of the table as it stands now. */
export async function previewSettlement(db: Db, env: Pick<Env, "SAGA_VAULT_BPS">, s: Saga) {
  const { rows, tableHash, totalBoosted, pool } = await computeAllocation(db, s, env.SAGA_VAULT_BPS);
  // The leaderboard's order: boosted credits, then account (the table's canonical order) between equals.
  const top = [...rows].sort(byStanding).slice(0, PREVIEW_ROWS);
  return {
    hq_pool: pool.toString(),
    vault_bps: env.SAGA_VAULT_BPS,
    participant_count: rows.length,
    total_boosted: totalBoosted.toString(),
    table_hash: tableHash,
    top: top.map((r) => ({
      account: r.account,
      boosted_credits: r.boostedCredits.toString(),
      amount: r.amount.toString(),
    })),
  };
}
