import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import {
  AppError,
  challengeInputSchema,
  createSagaSchema,
  getTemplate,
  sagaEndedMessage,
  updateWeekSchema,
  type SagaSummary,
  type SettlementStatus,
} from "@questhq/core";
import type { Db } from "../../db/client";
import {
  challengeCompletion,
  saga,
  sagaSettlement,
  sagaWeek,
  weeklyChallenge,
  type WeeklyChallenge,
} from "../../db/schema/index";
import { sagaSummary, sagaWeeks, weekSummary } from "../sagas/index";

// The operator area's Sagas: create one with its weeks (consecutive 7-day windows), name the
// weeks, add and remove their challenge objectives (the same templates and value checks as mission
// objectives). A challenge someone has completed stays: removing it would take back credits.

const DAY_MS = 86_400_000;
const HQ_UNIT = 10n ** 18n;

export const OPERATOR_MESSAGES = {
  slugTaken: "Another Saga already uses this slug.",
  weekNotFound: "Week not found.",
  challengeDone:
    "Someone has already completed this challenge, so it stays (removing it would take their credits back).",
  settled: "This Saga is settled; it can no longer change.",
} as const;

// The operator form asks for the first day in UTC, so its messages give days in UTC too.
const UTC_DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export type OperatorSaga = SagaSummary & { status: SettlementStatus; weeks: number; challenges: number };

export async function listSagas(db: Db, now = new Date()): Promise<OperatorSaga[]> {
  const rows = await db
    .select({
      s: saga,
      settled: sagaSettlement.status,
      weeks: sql<number>`(select count(*)::int from ${sagaWeek} w where w.saga_id = ${saga.id})`,
      challenges: sql<number>`(select count(*)::int from ${weeklyChallenge} c
        join ${sagaWeek} w on w.id = c.week_id where w.saga_id = ${saga.id})`,
    })
    .from(saga)
    .leftJoin(sagaSettlement, eq(sagaSettlement.sagaId, saga.id))
    .orderBy(sql`${saga.startsAt} desc`);
  return rows.map((r) => ({
    ...sagaSummary(r.s),
    status: r.settled ?? (now < r.s.endsAt ? "open" : "ended"),
    weeks: r.weeks,
    challenges: r.challenges,
  }));
}

export async function createSaga(db: Db, body: unknown, now = new Date()) {
  const input = createSagaSchema.parse(body);
  const startsAt = input.starts_at;
  const endsAt = new Date(startsAt.getTime() + input.weeks * 7 * DAY_MS);
  if (endsAt <= now && !input.allow_ended) {
    const message = sagaEndedMessage(`${UTC_DAY.format(endsAt)} (UTC)`);
    throw new AppError("validation_failed", message, { starts_at: [message] });
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(saga)
      .values({
        name: input.name,
        slug: input.slug,
        number: input.number,
        startsAt,
        endsAt,
        hqPool: (BigInt(input.hq_pool) * HQ_UNIT).toString(),
      })
      .onConflictDoNothing({ target: saga.slug })
      .returning();
    if (!created) throw new AppError("conflict", OPERATOR_MESSAGES.slugTaken, { slug: [OPERATOR_MESSAGES.slugTaken] });
    await tx.insert(sagaWeek).values(
      Array.from({ length: input.weeks }, (_, i) => ({
        sagaId: created.id,
        weekNumber: i + 1,
        startsAt: new Date(startsAt.getTime() + i * 7 * DAY_MS),
        endsAt: new Date(startsAt.getTime() + (i + 1) * 7 * DAY_MS),
        title: `Week ${i + 1}`,
      })),
    );
    return sagaSummary(created);
  });
}

export async function getSagaForOperator(db: Db, sagaId: string) {
  const [s] = await db.select().from(saga).where(eq(saga.id, sagaId));
  if (!s) throw new AppError("not_found", "Saga not found.");
  const weeks = await sagaWeeks(db, s.id);
  const challenges = weeks.length
    ? await db
        .select()
        .from(weeklyChallenge)
        .where(
          inArray(
            weeklyChallenge.weekId,
            weeks.map((w) => w.id),
          ),
        )
        .orderBy(asc(weeklyChallenge.position))
    : [];
  return {
    season: sagaSummary(s),
    weeks: weeks.map((w) => ({
      ...weekSummary(w),
      challenges: challenges.filter((c) => c.weekId === w.id).map(challengeView),
    })),
  };
}

const challengeView = (c: WeeklyChallenge) => ({
  id: c.id,
  template: c.template,
  provider: c.provider,
  values: c.values,
  credits: c.credits,
  position: c.position,
});

async function assertOpen(db: Db, sagaId: string): Promise<void> {
  const [settled] = await db
    .select({ id: sagaSettlement.sagaId })
    .from(sagaSettlement)
    .where(eq(sagaSettlement.sagaId, sagaId));
  if (settled) throw new AppError("conflict", OPERATOR_MESSAGES.settled);
}

async function loadWeek(db: Db, weekId: string) {
  const [w] = await db.select().from(sagaWeek).where(eq(sagaWeek.id, weekId));
  if (!w) throw new AppError("not_found", OPERATOR_MESSAGES.weekNotFound);
  await assertOpen(db, w.sagaId);
  return w;
}

export async function renameWeek(db: Db, weekId: string, body: unknown) {
  const { title } = updateWeekSchema.parse(body);
  const w = await loadWeek(db, weekId);
  const [updated] = await db.update(sagaWeek).set({ title }).where(eq(sagaWeek.id, w.id)).returning();
  return weekSummary(updated!);
}

export async function addChallenge(db: Db, weekId: string, body: unknown) {
  const input = challengeInputSchema.parse(body);
  const w = await loadWeek(db, weekId);
  const [last] = await db.select({ n: count() }).from(weeklyChallenge).where(eq(weeklyChallenge.weekId, w.id));
  const template = getTemplate(input.template)!;
  const [created] = await db
    .insert(weeklyChallenge)
    .values({
      weekId: w.id,
      template: template.key,
      provider: template.provider,
      values: input.values,
      credits: input.credits,
      position: last?.n ?? 0,
    })
    .returning();
  return challengeView(created!);
}

export async function removeChallenge(db: Db, challengeId: string): Promise<void> {
  const [c] = await db.select().from(weeklyChallenge).where(eq(weeklyChallenge.id, challengeId));
  if (!c) throw new AppError("not_found", "Challenge not found.");
  await loadWeek(db, c.weekId);
  const [done] = await db
    .select({ id: challengeCompletion.id })
    .from(challengeCompletion)
    .where(
      and(eq(challengeCompletion.challengeId, c.id), inArray(challengeCompletion.status, ["completed", "skipped"])),
    )
    .limit(1);
  if (done) throw new AppError("conflict", OPERATOR_MESSAGES.challengeDone);
  await db.delete(weeklyChallenge).where(eq(weeklyChallenge.id, c.id));
}
