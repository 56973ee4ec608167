import type { FastifyInstance } from "fastify";
import { withJobLock } from "../../../lib/job-lock";
import type { ChainSetup } from "../chain-setup";
import { indexPass } from "./index-chain";
import { stakingChainTarget } from "./targets";

// In-process indexer: a pass every INDEXER_POLL_MS (0 disables it; tests drive indexPass
// directly). A pass never overlaps the previous one; a failing node is logged and retried on the
// next tick, and the cursor makes every pass resume where the last committed one stopped.
// Every server runs the schedule, but a chain's pass runs under its job lock (lib/job-lock.ts): a chain is read in
// order from one cursor, so passes on two servers would read the same blocks twice and rebuild the unconfirmed
// head over each other. A server that finds the lock taken skips the tick; a dead server's lock ends with it.

export function startChainIndexer(app: FastifyInstance, setup: ChainSetup | null): { stop(): Promise<void> } {
  const pollMs = app.env.INDEXER_POLL_MS;
  const explicit = process.env.INDEXER_POLL_MS !== undefined;
  if (!setup || pollMs <= 0 || (app.env.NODE_ENV === "test" && !explicit)) return { stop: async () => {} };
  const target = stakingChainTarget(app.database.db, setup);
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let lastError = "";
  const tick = () => {
    if (running || stopped) return;
    const db = app.database.db;
    running = withJobLock(db, `chain-indexer:${setup.chainId}`, () =>
      indexPass(db, target, (msg, details) => app.log.warn({ chainId: setup.chainId, ...details }, msg)),
    )
      .then((pass) => {
        if (!pass.ran) return;
        const r = pass.value;
        lastError = "";
        if (r.applied > 0 || r.expired > 0) app.log.info({ chainId: setup.chainId, ...r }, "chain indexed");
      })
      .catch((err: unknown) => {
        // One line per distinct failure, not one per tick, while a node is down.
        const msg = err instanceof Error ? err.message.split("\n")[0]! : String(err);
        if (msg !== lastError) app.log.error({ chainId: setup.chainId, err: msg }, "chain indexer pass failed");
        lastError = msg;
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
