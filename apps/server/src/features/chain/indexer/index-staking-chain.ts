import type { Db } from "../../../db/client";
import type { ChainSetup } from "../chain-setup";
import { indexPass, type PassResult } from "./index-chain";
import { stakingChainTarget } from "./targets";

// The chain indexer's run, the "chain-indexer" job (jobs/registry.ts): one pass over the staking chain. A failing node
// throws and is tried again at the job's next run; the cursor makes every pass resume where the last committed one
// stopped. The job runs under a lock per chain: a chain is read in order from one cursor, so passes on two servers
// would read the same blocks twice and rebuild the unconfirmed head over each other.

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void };

/** One pass's function for the staking chain (its contracts and every mission reward contract on it). */
export function stakingChainIndexer(deps: { db: Db; log: Log }, setup: ChainSetup): () => Promise<PassResult> {
  const target = stakingChainTarget(deps.db, setup);
  return async () => {
    const pass = await indexPass(deps.db, target, (msg, details) =>
      deps.log.warn({ chainId: setup.chainId, ...details }, msg),
    );
    if (pass.applied > 0 || pass.expired > 0) deps.log.info({ chainId: setup.chainId, ...pass }, "chain indexed");
    return pass;
  };
}
