import { ANVIL_CHAIN_ID, bridgeRpcUrls, getChainById } from "@questhq/core";
import { DEMO_CONTRACTS } from "@questhq/contracts/demo-contracts";
import type { LifiWorld } from "@questhq/fakes/lifi/world";
import type { Env } from "../../env";
import { localChainRpcUrl } from "../../lib/local-rpc-url";
import { providerUrls } from "../../providers/config";
import type { ChainSetup } from "../chain/chain-setup";

// What the bridge page's LI.FI widget is configured with, from env: the API root, the integrator and its fee, and the
// RPC endpoints it reads balances through. The widget runs in the browser, so the page's CSP must let it reach
// exactly these origins (bridgeConnectSources).

export type BridgeSettings = { apiUrl: string; integrator: string; fee: number; rpcUrls: Record<string, string[]> };

export function bridgeSettings(env: Env): BridgeSettings {
  const { apiUrl, integrator, fee } = providerUrls(env).lifi;
  return { apiUrl, integrator, fee, rpcUrls: bridgeRpcUrls(localChainRpcUrl(env)) };
}

/** The origins besides the page's own that the bridge widget fetches from (the CSP's connect-src). */
export function bridgeConnectSources(env: Env): string[] {
  const settings = bridgeSettings(env);
  const origins = new Set<string>();
  for (const url of [settings.apiUrl, ...Object.values(settings.rpcUrls).flat()]) {
    const origin = new URL(url).origin;
    if (origin !== new URL(env.PUBLIC_URL).origin) origins.add(origin);
  }
  return [...origins];
}

/**
 * The sandbox LI.FI's world in the demo: the local chain, whose DemoRouter trades its ether, demo USDC and $HQ. Null
 * (the fake then offers no chain) when the widget talks to another LI.FI or no local chain with $HQ is running.
 */
export function sandboxLifiWorld(env: Env, setup: ChainSetup | null): LifiWorld | null {
  const rpcUrl = env.CHAIN_RPC_URLS?.[ANVIL_CHAIN_ID];
  const publicUrl = localChainRpcUrl(env);
  if (providerUrls(env).lifi.apiUrl !== `${env.PUBLIC_URL}/sandbox/lifi/v1` || !rpcUrl || !publicUrl) return null;
  if (setup?.chainId !== ANVIL_CHAIN_ID) return null;
  const chain = getChainById(ANVIL_CHAIN_ID)!;
  return {
    chains: [
      {
        id: chain.id,
        name: chain.name,
        key: "anv",
        coin: chain.nativeCurrency,
        rpcUrl,
        publicRpcUrls: [publicUrl],
        router: DEMO_CONTRACTS.DemoRouter,
        tokens: [setup.deployment.contracts.HQToken, DEMO_CONTRACTS.DemoUSDC],
      },
    ],
  };
}
