import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { awardCreditsOnce } from "../ledger/index";
import { emitObjectiveCompleted } from "../webhooks/index";
import { missionParticipant, objective, objectiveCompletion, type CompletionStatus } from "../../db/schema/index";

// Writes what a verification found. Completing is a one-way transition guarded in SQL
// (status not yet completed/skipped), and the credits move once through the ledger (features/ledger) under the key
// objective:{objective}:{user}, so two concurrent verifications credit exactly once.

type Base = { missionId: string; objectiveId: string; userId: string; input: Record<string, unknown> };

/** Returns the credits awarded by this call (0 when it had already been completed). */
export async function recordCompleted(
  tx: Db,
  b: Base & { credits: number; evidence: Record<string, unknown>; isSelfAttested: boolean },
): Promise<number> {
  const now = new Date();
  // What a completion records, whether it is the first attempt or turns an open one complete.
  const completed = {
    status: "completed" as const,
    completedAt: now,
    creditsAwarded: b.credits,
    nextAttemptAt: null,
    lastError: null,
  };
  const moved = await tx
    .insert(objectiveCompletion)
    .values({ ...b, ...completed })
    .onConflictDoUpdate({
      target: [objectiveCompletion.objectiveId, objectiveCompletion.userId],
      set: { ...completed, evidence: b.evidence, isSelfAttested: b.isSelfAttested, updatedAt: now },
      setWhere: sql`${objectiveCompletion.status} not in ('completed', 'skipped')`,
    })
    .returning({ id: objectiveCompletion.id });
  if (moved.length === 0) return 0;
  let awarded = 0;
  if (b.credits > 0) {
    const key = `objective:${b.objectiveId}:${b.userId}`;
    const written = await awardCreditsOnce(tx, [
      { userId: b.userId, amount: BigInt(b.credits), reason: `objective:${b.missionId}`, idempotencyKey: key },
    ]);
    awarded = written.has(key) ? b.credits : 0;
    if (awarded === 0)
      await tx.update(objectiveCompletion).set({ creditsAwarded: 0 }).where(eq(objectiveCompletion.id, moved[0]!.id));
  }
  await refreshParticipantProgress(tx, b.missionId, b.userId);
  // Only a completion that moved reaches here: a repeated verification reports nothing twice.
  await emitObjectiveCompleted(tx, { ...b, creditsAwarded: awarded, completedAt: now });
  return awarded;
}

/** Pending, visiting or failed: never overwrites a completion. */
export async function recordOpen(
  tx: Db,
  b: Base & {
    status: Exclude<CompletionStatus, "completed" | "skipped">;
    nextAttemptAt: Date | null;
    lastError: string | null;
    attempts: number;
    queue?: { key: string; since: Date };
  },
): Promise<void> {
  const now = new Date();
  const queue = { queueKey: b.queue?.key ?? null, queuedAt: b.queue?.since ?? null };
  await tx
    .insert(objectiveCompletion)
    .values({
      missionId: b.missionId,
      objectiveId: b.objectiveId,
      userId: b.userId,
      input: b.input,
      status: b.status,
      nextAttemptAt: b.nextAttemptAt,
      lastError: b.lastError,
      attempts: b.attempts,
      ...queue,
    })
    .onConflictDoUpdate({
      target: [objectiveCompletion.objectiveId, objectiveCompletion.userId],
      set: {
        status: b.status,
        input: b.input,
        nextAttemptAt: b.nextAttemptAt,
        lastError: b.lastError,
        attempts: b.attempts,
        ...queue,
        updatedAt: now,
      },
      setWhere: sql`${objectiveCompletion.status} not in ('completed', 'skipped')`,
    });
}

/** Mirrors completed/skipped objectives onto the participant and moves Started → CompletedObjectives. */
export async function refreshParticipantProgress(tx: Db, missionId: string, userId: string): Promise<void> {
  const done = await tx
    .select({ id: objectiveCompletion.objectiveId })
    .from(objectiveCompletion)
    .where(
      and(
        eq(objectiveCompletion.missionId, missionId),
        eq(objectiveCompletion.userId, userId),
        inArray(objectiveCompletion.status, ["completed", "skipped"]),
      ),
    );
  const all = await tx.select({ id: objective.id }).from(objective).where(eq(objective.missionId, missionId));
  const doneIds = new Set(done.map((d) => d.id));
  const isAllDone = all.length > 0 && all.every((o) => doneIds.has(o.id));
  await tx
    .update(missionParticipant)
    .set({
      completedObjectiveIds: [...doneIds],
      updatedAt: new Date(),
      ...(isAllDone
        ? {
            status: sql`case when ${missionParticipant.status} in ('Not Started', 'Started') then 'CompletedObjectives'
              else ${missionParticipant.status} end`,
          }
        : {}),
    })
    .where(and(eq(missionParticipant.missionId, missionId), eq(missionParticipant.userId, userId)));
}
