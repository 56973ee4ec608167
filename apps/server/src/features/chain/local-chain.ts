import { mkdirSync } from "node:fs";
import path from "node:path";
import { ensureLocalChain, LOCAL_CHAIN_ID, type LocalChain } from "@questhq/contracts/local-chain";
import type { Env } from "../../env";

/**
 * Starts (or reuses) the local anvil chain with every contract deployed and demo balances when
 * LOCAL_CHAIN is on (default: whenever the demo is seeded outside production), and points the
 * staking chain's RPC URL at it. The chain's state is kept in DATA_DIR so the server's index of
 * it stays true across restarts. A failure only disables the chain features, with a warning.
 */
export async function startLocalChain(env: Env, demo: boolean): Promise<LocalChain | null> {
  const on = env.LOCAL_CHAIN ?? (demo && !env.isProduction && env.NODE_ENV !== "test");
  if (!on || env.STAKING_CHAIN_ID !== LOCAL_CHAIN_ID) return null;
  try {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const chain = await ensureLocalChain({
      port: env.LOCAL_CHAIN_PORT,
      deploymentsDir: env.CHAIN_DEPLOYMENTS_DIR,
      stateFile: path.join(env.DATA_DIR, "anvil-state.json"),
      log: (line) => console.log(`[local chain] ${line}`),
    });
    env.CHAIN_RPC_URLS = { ...env.CHAIN_RPC_URLS, [LOCAL_CHAIN_ID]: chain.url };
    console.log(
      `[local chain] ready at ${chain.url} (chain id ${LOCAL_CHAIN_ID}); point a wallet at it to stake, mint and claim`,
    );
    return chain;
  } catch (err) {
    console.warn(
      `[local chain] not started: ${err instanceof Error ? err.message : String(err)}. ` +
        "Staking and chain features are off.",
    );
    return null;
  }
}
