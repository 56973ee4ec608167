import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { mission, objective, objectiveCompletion } from "../../db/schema/index";
import { attemptVerification } from "./attempt-verification";
import { missionSubject } from "./mission-subject";
import { freezeClosedMissions } from "../draws/freeze-entries";
import { deliverWinnerNotices } from "../draws/notify-winners";
import { runDueChallengeVerifications } from "../seasons/retry-challenges";
import { accrueSagaBoosters } from "../seasons/accrue-boosters";
import { settleEndedSagas } from "../seasons/settle-saga";
import type { Deps } from "./verification-context";

// The background job of the verification engine (and the entry-list freeze of draws): pending objectives (a provider was
// rate-limited or down) are verified again when due, without the user coming back. Each batch
// is claimed by pushing next_attempt_at forward in one statement (FOR UPDATE SKIP LOCKED on
// PostgreSQL), so several servers never verify the same row at once. Idempotent by design:
// completing credits through the ledger's unique key.

const BATCH = 25;
const LEASE_MS = 120_000;

/** Runs one batch of due retries; returns how many were attempted. Exported for tests. */
export async function runDueVerifications(deps: Deps & { log?: { warn(o: object, m: string): void } }, now = new Date()): Promise<number> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const due = sql`(select ${objectiveCompletion.id} from ${objectiveCompletion}
    where ${objectiveCompletion.status} = 'pending' and ${objectiveCompletion.nextAttemptAt} <= ${now.toISOString()}::timestamptz
    order by ${objectiveCompletion.nextAttemptAt} limit ${BATCH} for update skip locked)`;
  const claimed = await deps.db
    .update(objectiveCompletion)
    .set({ nextAttemptAt: lease })
    .where(and(inArray(objectiveCompletion.id, due), eq(objectiveCompletion.status, "pending"), lte(objectiveCompletion.nextAttemptAt, now)))
    .returning();
  for (const row of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const [o] = await deps.db.select().from(objective).where(eq(objective.id, row.objectiveId));
    const [m] = await deps.db.select().from(mission).where(eq(mission.id, row.missionId));
    if (!o || !m) continue;
    // The stored row still says when the retry was due; the engine counts attempts from it.
    const existing = { ...row, nextAttemptAt: now };
    const input = { objective_id: o.id, action: "verify" as const, ...(row.input as Record<string, unknown>) };
    try {
      await attemptVerification(deps, { userId: row.userId, subject: missionSubject(deps.env, m, o, row.userId), input: input as never, existing, log: deps.log });
    } catch (err) {
      deps.log?.warn({ err, completion: row.id }, "background verification failed");
    }
  }
  return claimed.length;
}

export function startVerificationWorker(app: FastifyInstance): { stop(): Promise<void> } {
  const every = app.env.VERIFY_POLL_MS;
  if (every <= 0) return { stop: async () => {} };
  const deps = { db: app.database.db, env: app.env, log: app.log };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  // Saga boosters are snapshots (daily, weekly) and settlement waits for a Saga's end: once a minute is plenty.
  let lastSagaRun = 0;
  const sagas = async () => {
    if (Date.now() - lastSagaRun < 60_000) return;
    lastSagaRun = Date.now();
    await settleEndedSagas(deps.db, deps.env);
    await accrueSagaBoosters(deps);
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    // The same tick freezes the entry lists of missions whose entries just closed (draws).
    // ... and retries winner emails that SMTP refused earlier.
    const notices = { db: deps.db, mailer: app.mailer, publicUrl: app.env.PUBLIC_URL, log: app.log };
    running = Promise.all([runDueVerifications(deps), runDueChallengeVerifications(deps), sagas(), freezeClosedMissions(deps.db, deps.env), deliverWinnerNotices(notices)])
      .catch((err) => app.log.error({ err }, "verification worker batch failed"))
      .finally(() => (running = null));
  }, every);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
