import type { FastifyInstance } from "fastify";
import type { ChainSetup } from "../chain-setup";
import { indexPass } from "./index-chain";
import { stakingChainTarget } from "./targets";

// In-process indexer: a pass every INDEXER_POLL_MS (0 disables it; tests drive indexPass
// directly). A pass never overlaps the previous one; a failing node is logged and retried on the
// next tick, and the cursor makes every pass resume where the last committed one stopped.

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
    running = indexPass(app.database.db, target, (msg, details) => app.log.warn({ chainId: setup.chainId, ...details }, msg))
      .then((r) => {
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
