import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { AppError, SEASON_MESSAGES, type SeasonSummary, type SeasonWeekSummary } from "@questhq/core";
import type { Db } from "../../db/client";
import { season, seasonWeek, type Season, type SeasonWeek } from "../../db/schema/index";

/** The Saga running at `now` (the latest started one if two overlap), or null. */
export async function findActiveSeason(db: Db, now = new Date()): Promise<Season | null> {
  const [row] = await db
    .select()
    .from(season)
    .where(and(lte(season.startsAt, now), gt(season.endsAt, now)))
    .orderBy(desc(season.startsAt))
    .limit(1);
  return row ?? null;
}

/** `?season=slug` when given (404 if unknown), else the running Saga, else the most recent one that ended. */
export async function resolveSeason(db: Db, slug: string | undefined, now = new Date()): Promise<Season> {
  if (slug) {
    const [row] = await db.select().from(season).where(eq(season.slug, slug));
    if (!row) throw new AppError("not_found", SEASON_MESSAGES.sagaNotFound);
    return row;
  }
  const active = await findActiveSeason(db, now);
  if (active) return active;
  const [last] = await db.select().from(season).where(lte(season.startsAt, now)).orderBy(desc(season.endsAt)).limit(1);
  if (!last) throw new AppError("not_found", SEASON_MESSAGES.noActiveSaga);
  return last;
}

export async function seasonWeeks(db: Db, seasonId: string): Promise<SeasonWeek[]> {
  return db.select().from(seasonWeek).where(eq(seasonWeek.seasonId, seasonId)).orderBy(asc(seasonWeek.weekNumber));
}

export function currentWeekOf(weeks: readonly SeasonWeek[], now = new Date()): SeasonWeek | null {
  return weeks.find((w) => w.startsAt <= now && now < w.endsAt) ?? null;
}

export function seasonSummary(s: Season): SeasonSummary {
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

export function weekSummary(w: SeasonWeek): SeasonWeekSummary {
  return {
    id: w.id,
    number: w.weekNumber,
    title: w.title,
    starts_at: w.startsAt.toISOString(),
    ends_at: w.endsAt.toISOString(),
  };
}
