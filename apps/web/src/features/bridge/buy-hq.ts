import type { BridgeSearch } from "./bridge-params";

// Every "Buy $HQ" / "Get $HQ" link (§2: it prefills chain 1 and the token contract): the staking chain (Ethereum,
// chain 1, in production) and the $HQ contract on it, plus how much $HQ is needed when the link knows.

type Staking = { chainId: number; contracts: { HQToken: string } } | null | undefined;

/** The /bridge query of a Buy $HQ link; without a deployed staking chain only Ethereum is prefilled. */
export function buyHqSearch(staking: Staking, need?: number): BridgeSearch {
  const search: BridgeSearch = staking ? { toChain: String(staking.chainId), toToken: staking.contracts.HQToken } : { toChain: "1" };
  if (need !== undefined && Number.isFinite(need) && need > 0) search.toAmount = String(Math.ceil(need));
  return search;
}
