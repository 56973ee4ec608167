import { eq } from "drizzle-orm";
import type { SeasonSummary, SettlementSummary } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { seasonSettlement } from "../../db/schema/index";
import { settlementSummary } from "./get-overview";
import { resolveSeason, seasonSummary } from "./load-season";

/** GET /seasons/{slug}/summary: a Saga's dates, pool and settlement status, for its public page. */
export async function getSagaSummary(
  db: Db,
  env: Pick<Env, "SAGA_VAULT_BPS">,
  slug: string,
): Promise<{ season: SeasonSummary; settlement: SettlementSummary }> {
  const s = await resolveSeason(db, slug);
  const [settled] = await db.select().from(seasonSettlement).where(eq(seasonSettlement.seasonId, s.id));
  return { season: seasonSummary(s), settlement: settlementSummary(s, settled ?? null, env) };
}
