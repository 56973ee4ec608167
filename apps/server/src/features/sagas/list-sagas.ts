import { desc, eq } from "drizzle-orm";
import type { SagaIndexItem, SagaPhase } from "@questhq/core";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { saga, sagaSettlement } from "../../db/schema/index";
import { settlementSummary } from "./get-overview";
import { sagaSummary } from "./load-saga";

// GET /seasons: the index of Sagas for /sagas and the sitemap. A platform runs a few Sagas a year, so the whole list
// is one answer (capped far above any real count); running Sagas first, then the next to start, then the most
// recently ended.

export const SAGA_INDEX_MAX = 500;

const PHASE_ORDER: Record<SagaPhase, number> = { current: 0, upcoming: 1, past: 2 };

export function sagaPhase(s: { startsAt: Date; endsAt: Date }, now: Date): SagaPhase {
  if (now < s.startsAt) return "upcoming";
  return now < s.endsAt ? "current" : "past";
}

export async function listSagas(db: Db, env: Pick<Env, "SAGA_VAULT_BPS">, now = new Date()): Promise<SagaIndexItem[]> {
  const rows = await db
    .select({ s: saga, settled: sagaSettlement })
    .from(saga)
    .leftJoin(sagaSettlement, eq(sagaSettlement.sagaId, saga.id))
    .orderBy(desc(saga.startsAt), desc(saga.id))
    .limit(SAGA_INDEX_MAX);
  const items = rows.map((r) => ({
    season: sagaSummary(r.s),
    settlement: settlementSummary(r.s, r.settled, env, now),
    phase: sagaPhase(r.s, now),
    startsAt: r.s.startsAt.getTime(),
  }));
  // Within a phase: running and past ones by latest start, upcoming ones soonest first.
  items.sort((a, b) => {
    if (a.phase !== b.phase) return PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase];
    return a.phase === "upcoming" ? a.startsAt - b.startsAt : b.startsAt - a.startsAt;
  });
  return items.map(({ startsAt: _, ...item }) => item);
}
