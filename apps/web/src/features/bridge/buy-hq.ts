// Every "Buy $HQ" / "Get $HQ" link (docs/product/bridge.md#buy-hq-links: it prefills chain 1 and the token contract):
// the staking chain (Ethereum, chain 1, in production) and the $HQ contract on it, plus how much $HQ is needed when the
// link knows. Numbers stay numbers: the router writes a numeric string back quoted (?toChain=%221%22), a number plainly
// (?toChain=1).

type Staking = { chainId: number; contracts: { HQToken: string } } | null | undefined;

export type BuyHqSearch = { toChain: number; toToken?: string; toAmount?: number };

/** The /bridge query of a Buy $HQ link; without a deployed staking chain only Ethereum is prefilled. */
export function buyHqSearch(staking: Staking, need?: number): BuyHqSearch {
  const search: BuyHqSearch = staking
    ? { toChain: staking.chainId, toToken: staking.contracts.HQToken }
    : { toChain: 1 };
  if (need !== undefined && Number.isFinite(need) && need > 0) search.toAmount = Math.ceil(need);
  return search;
}
