import { eq } from "drizzle-orm";
import type { SagaSummary, SettlementSummary } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { sagaSettlement } from "../../db/schema/index";
import { settlementSummary } from "./get-overview";
import { resolveSaga, sagaSummary } from "./load-saga";

/** GET /seasons/{slug}/summary: a Saga's dates, pool and settlement status, for its public page. */
export async function getSagaSummary(
  db: Db,
  env: Pick<Env, "SAGA_VAULT_BPS">,
  slug: string,
): Promise<{ season: SagaSummary; settlement: SettlementSummary }> {
  const s = await resolveSaga(db, slug);
  const [settled] = await db.select().from(sagaSettlement).where(eq(sagaSettlement.sagaId, s.id));
  return { season: sagaSummary(s), settlement: settlementSummary(s, settled ?? null, env) };
}
