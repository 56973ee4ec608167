import { ANVIL_CHAIN_ID, bridgeChains, getChainById } from "@questhq/core";
import { DEMO_CONTRACTS } from "@questhq/contracts/demo-contracts";
import type { LifiWorld } from "@questhq/fakes/lifi/world";
import type { Env } from "../../env";
import { localChainRpcUrl } from "../../lib/local-rpc-url";
import { providerUrls } from "../../providers/config";
import type { ChainSetup } from "../chain/index";
import { readNodeOf } from "./read-chain";

// What the bridge page's LI.FI widget is configured with, from env: the API root, the integrator and its fee, and the
// chains whose reads it sends through this server's relay (POST /api/v1/rpc/{chainId}, read-chain.ts). The widget
// runs in the browser; the page's CSP lets it reach LI.FI's origin and nothing else new (bridgeConnectSources).

export type BridgeSettings = { apiUrl: string; integrator: string; fee: number; readChainIds: number[] };

export function bridgeSettings(env: Env): BridgeSettings {
  const { apiUrl, integrator, fee } = providerUrls(env).lifi;
  const hasLocalChain = localChainRpcUrl(env) !== null;
  const readChainIds = bridgeChains({ localChain: hasLocalChain })
    .map((c) => c.id)
    .filter((id) => readNodeOf(env, id, hasLocalChain) !== null);
  return { apiUrl, integrator, fee, readChainIds };
}

/** The origins besides the page's own that the bridge widget fetches from (the CSP's connect-src): LI.FI's. */
export function bridgeConnectSources(env: Env): string[] {
  const origin = new URL(bridgeSettings(env).apiUrl).origin;
  return origin === new URL(env.PUBLIC_URL).origin ? [] : [origin];
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
