import { ANVIL_CHAIN_ID, getChainById, type ExplorerBases } from "@questhq/core";
import { DEMO_CONTRACTS } from "@questhq/contracts/demo-contracts";
import type { ExplorerChain } from "@questhq/fakes/explorer/read";
import type { Env } from "../../env";
import { isSandbox } from "../../providers/config";
import type { ChainSetup } from "../chain/index";

// The local chain has no public explorer, so in the demo the sandbox serves one (packages/fakes/src/explorer, at
// /sandbox/explorer/31337), and every explorer link the app builds for the chain points there: the swap history's
// from this server, the web app's from /api/v1/config. Only when this server runs the sandbox and a local chain.

/** The local chain's sandbox explorer, or null when this server serves none. */
export function localChainExplorerUrl(env: Env): string | null {
  if (!isSandbox(env) || !env.CHAIN_RPC_URLS?.[ANVIL_CHAIN_ID]) return null;
  return `${env.PUBLIC_URL}/sandbox/explorer/${ANVIL_CHAIN_ID}`;
}

/** The explorer bases core's link builders take: the local chain's sandbox explorer when there is one. */
export function explorerBases(env: Env): ExplorerBases {
  const local = localChainExplorerUrl(env);
  return local ? { [ANVIL_CHAIN_ID]: local } : {};
}

/**
 * What the sandbox explorer reads: the local chain, with the names of the demo's contracts and, when it is the staking
 * chain, the platform's contracts and roles; address pages list the balances of the tokens among them.
 */
export function sandboxExplorerChains(env: Env, setup: ChainSetup | null): ExplorerChain[] {
  const rpcUrl = env.CHAIN_RPC_URLS?.[ANVIL_CHAIN_ID];
  if (!rpcUrl || !localChainExplorerUrl(env)) return [];
  const chain = getChainById(ANVIL_CHAIN_ID)!;
  const platform = setup?.chainId === ANVIL_CHAIN_ID ? setup.deployment : null;
  const labels: Record<string, string> = {
    ...Object.fromEntries(Object.entries(DEMO_CONTRACTS).map(([name, address]) => [address, name])),
    ...(platform ? Object.fromEntries(Object.entries(platform.contracts).map(([name, a]) => [a, name])) : {}),
  };
  if (platform) {
    // The roles' accounts (anvil's demo keys), named as the deployment names them.
    for (const [role, address] of Object.entries(platform.roles)) labels[address] ??= `Platform ${role}`;
  }
  const tokens = [
    ...(platform ? [platform.contracts.HQToken, platform.contracts.HQMembership] : []),
    DEMO_CONTRACTS.DemoUSDC,
    DEMO_CONTRACTS.DemoCollectible,
    DEMO_CONTRACTS.DemoRewardNFT,
    DEMO_CONTRACTS.DemoObjectiveNFT,
  ];
  return [{ id: chain.id, name: chain.name, coin: chain.nativeCurrency, rpcUrl, labels, tokens }];
}
