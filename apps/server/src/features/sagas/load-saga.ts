import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { AppError, SAGA_MESSAGES, type SagaSummary, type SagaWeekSummary } from "@questhq/core";
import type { Db } from "../../db/client";
import { saga, sagaWeek, type Saga, type SagaWeek } from "../../db/schema/index";

/** The Saga running at `now` (the latest started one if two overlap), or null. */
export async function findActiveSaga(db: Db, now = new Date()): Promise<Saga | null> {
  const [row] = await db
    .select()
    .from(saga)
    .where(and(lte(saga.startsAt, now), gt(saga.endsAt, now)))
    .orderBy(desc(saga.startsAt))
    .limit(1);
  return row ?? null;
}

/** `?season=slug` when given (404 if unknown), else the running Saga, else the most recent one that ended. */
export async function resolveSaga(db: Db, slug: string | undefined, now = new Date()): Promise<Saga> {
  if (slug) {
    const [row] = await db.select().from(saga).where(eq(saga.slug, slug));
    if (!row) throw new AppError("not_found", SAGA_MESSAGES.sagaNotFound);
    return row;
  }
  const active = await findActiveSaga(db, now);
  if (active) return active;
  const [last] = await db.select().from(saga).where(lte(saga.startsAt, now)).orderBy(desc(saga.endsAt)).limit(1);
  if (!last) throw new AppError("not_found", SAGA_MESSAGES.noActiveSaga);
  return last;
}

export async function sagaWeeks(db: Db, sagaId: string): Promise<SagaWeek[]> {
  return db.select().from(sagaWeek).where(eq(sagaWeek.sagaId, sagaId)).orderBy(asc(sagaWeek.weekNumber));
}

export function currentWeekOf(weeks: readonly SagaWeek[], now = new Date()): SagaWeek | null {
  return weeks.find((w) => w.startsAt <= now && now < w.endsAt) ?? null;
}

export function sagaSummary(s: Saga): SagaSummary {
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    number: s.number,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    hq_pool: s.hqPool,
  };
}

export function weekSummary(w: SagaWeek): SagaWeekSummary {
  return {
    id: w.id,
    number: w.weekNumber,
    title: w.title,
    starts_at: w.startsAt.toISOString(),
    ends_at: w.endsAt.toISOString(),
  };
}
