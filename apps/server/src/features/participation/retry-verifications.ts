import { eq } from "drizzle-orm";
import { mission, objective, objectiveCompletion } from "../../db/schema/index";
import { attemptVerification } from "./attempt-verification";
import { missionSubject } from "./mission-subject";
import { retryDue } from "./retry-due";
import type { Deps } from "./verification-context";

// Verification retries, one run of the "verification-retries" job (jobs/registry.ts): pending objectives (a provider
// was rate-limited or down) are verified again when due, without the user coming back, each claimed under a lease
// (retry-due.ts). Idempotent by design: completing credits through the ledger's unique key.

/** Runs up to one batch of due retries; returns how many were attempted. */
export async function runDueVerifications(
  deps: Deps & { log?: { warn(o: object, m: string): void } },
  now = new Date(),
): Promise<number> {
  return retryDue(deps.db, objectiveCompletion, now, async (id) => {
    const [row] = await deps.db.select().from(objectiveCompletion).where(eq(objectiveCompletion.id, id));
    if (!row) return;
    const [o] = await deps.db.select().from(objective).where(eq(objective.id, row.objectiveId));
    const [m] = await deps.db.select().from(mission).where(eq(mission.id, row.missionId));
    if (!o || !m) return;
    // The stored row still says when the retry was due; the engine counts attempts from it.
    const existing = { ...row, nextAttemptAt: now };
    const input = { objective_id: o.id, action: "verify" as const, ...(row.input as Record<string, unknown>) };
    try {
      await attemptVerification(deps, {
        userId: row.userId,
        subject: missionSubject(deps.env, m, o, row.userId),
        input: input as never,
        existing,
        log: deps.log,
        isBackground: true,
      });
    } catch (err) {
      deps.log?.warn({ err, completion: row.id }, "background verification failed");
    }
  });
}
