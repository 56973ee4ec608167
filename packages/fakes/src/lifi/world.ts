import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  isAddress,
  zeroAddress,
  type Address,
  type PublicClient,
} from "viem";
import type { ChainKey, CoinKey, ExtendedChain, Token } from "@lifi/types";
import { demoRouterAbi } from "@questhq/contracts/generated/DemoRouter";

// What the LI.FI fake trades: a few EVM chains, each with a DemoRouter whose listed tokens (and the chain's currency)
// can be swapped into one another. The server hands it the local chain at start (or a test posts one to
// /__control/world); token names, decimals and USD prices are read from the chain itself, so the fake's answers
// agree with what the router will really pay.

export type LifiWorldChain = {
  id: number;
  name: string;
  /** LI.FI's three-letter chain key. */
  key: string;
  /** Symbol of the chain's currency. */
  coin: string;
  /** Where the fake reads the chain (server side). */
  rpcUrl: string;
  /** What browsers and wallets are told to use; the fake's own rpcUrl when absent. */
  publicRpcUrls?: string[];
  /** Block explorer with a trailing slash; the sandbox explorer (packages/fakes/src/explorer) when absent. */
  explorerUrl?: string;
  router: Address;
  /** The ERC-20s to offer (the router must list them); the currency is always offered. */
  tokens: Address[];
};

export type LifiWorld = { chains: LifiWorldChain[] };

export const NATIVE_TOKEN: Address = zeroAddress;

/** The one "exchange" of the fake: the DemoRouter. */
export const ROUTER_TOOL = { key: "questhq-router", name: "QuestHQ demo router", logoURI: "" } as const;

type Listing = { token: Token; usdPrice: bigint };

export type WorldState = {
  baseUrl(): string;
  chains(): Promise<ExtendedChain[]>;
  chain(id: number): LifiWorldChain | undefined;
  chainByKey(key: string): LifiWorldChain | undefined;
  client(id: number): PublicClient;
  /** Every token of a chain, currency first. */
  tokens(chainId: number): Promise<Token[]>;
  /** A token by address or symbol, or undefined. */
  token(chainId: number, addressOrSymbol: string): Promise<Token | undefined>;
  /** USD price with 18 decimals, as the router lists it. */
  usdPrice(chainId: number, address: string): Promise<bigint>;
  explorerUrl(chain: LifiWorldChain): string;
  set(world: LifiWorld): void;
};

const logo = (base: string, symbol: string) => `${base}/logos/${encodeURIComponent(symbol)}.svg`;

export function createWorld(
  baseUrl: () => string,
  initial: () => LifiWorld | null,
  explorerBaseUrl: () => string,
): WorldState {
  let override: LifiWorld | null = null;
  const clients = new Map<string, PublicClient>();
  const listings = new Map<string, Promise<Listing[]>>();
  const world = () => override ?? initial() ?? { chains: [] };

  const chain = (id: number) => world().chains.find((c) => c.id === id);
  const client = (id: number) => {
    const c = chain(id);
    if (!c) throw new Error(`chain ${id} is not in the fake's world`);
    const key = `${id}:${c.rpcUrl}`;
    let made = clients.get(key);
    if (!made) {
      made = createPublicClient({ transport: http(c.rpcUrl, { retryCount: 0, timeout: 5_000 }) }) as PublicClient;
      clients.set(key, made);
    }
    return made;
  };

  async function readListings(c: LifiWorldChain): Promise<Listing[]> {
    const read = client(c.id);
    const priceOf = async (address: Address) =>
      (
        await read.readContract({ address: c.router, abi: demoRouterAbi, functionName: "listings", args: [address] })
      )[0];
    const native: Listing = {
      usdPrice: await priceOf(NATIVE_TOKEN),
      token: {
        chainId: c.id,
        address: NATIVE_TOKEN,
        symbol: c.coin,
        decimals: 18,
        name: c.coin,
        coinKey: c.coin as CoinKey,
        priceUSD: "0",
        logoURI: logo(baseUrl(), c.coin),
      },
    };
    const erc20s = await Promise.all(
      c.tokens.map(async (address): Promise<Listing> => {
        const [symbol, name, decimals, usdPrice] = await Promise.all([
          read.readContract({ address, abi: erc20Abi, functionName: "symbol" }),
          read.readContract({ address, abi: erc20Abi, functionName: "name" }),
          read.readContract({ address, abi: erc20Abi, functionName: "decimals" }),
          priceOf(address),
        ]);
        return {
          usdPrice,
          token: { chainId: c.id, address, symbol, name, decimals, priceUSD: "0", logoURI: logo(baseUrl(), symbol) },
        };
      }),
    );
    return [native, ...erc20s].map((l) => ({ ...l, token: { ...l.token, priceUSD: formatUnits(l.usdPrice, 18) } }));
  }

  const listingsOf = (chainId: number): Promise<Listing[]> => {
    const c = chain(chainId);
    if (!c) return Promise.resolve([]);
    const key = JSON.stringify(c);
    let found = listings.get(key);
    if (!found) {
      found = readListings(c);
      // A chain that was not up yet is read again next time.
      found.catch(() => listings.delete(key));
      listings.set(key, found);
    }
    return found;
  };

  const explorerUrl = (c: LifiWorldChain) => c.explorerUrl ?? `${explorerBaseUrl()}/${c.id}/`;

  return {
    baseUrl,
    chain,
    chainByKey: (key) => world().chains.find((c) => c.key === key),
    client,
    explorerUrl,
    set(next) {
      override = next;
      listings.clear();
    },
    async chains() {
      return Promise.all(
        world().chains.map(async (c): Promise<ExtendedChain> => {
          const nativeToken = (await listingsOf(c.id))[0]!.token;
          const rpcUrls = c.publicRpcUrls ?? [c.rpcUrl];
          return {
            key: c.key as ChainKey,
            chainType: "EVM" as ExtendedChain["chainType"],
            name: c.name,
            coin: c.coin as CoinKey,
            id: c.id,
            mainnet: true,
            logoURI: logo(baseUrl(), c.coin),
            metamask: {
              chainId: `0x${c.id.toString(16)}`,
              blockExplorerUrls: [explorerUrl(c)],
              chainName: c.name,
              nativeCurrency: { name: c.coin, symbol: c.coin, decimals: 18 },
              rpcUrls,
            },
            nativeToken,
            // No multicall, permit2 or relayer here: balances are read one by one and ERC-20s are approved.
            relayerSupported: false,
          };
        }),
      );
    },
    async tokens(chainId) {
      return (await listingsOf(chainId)).map((l) => l.token);
    },
    async token(chainId, addressOrSymbol) {
      const all = await listingsOf(chainId);
      const wanted = addressOrSymbol.toLowerCase();
      const byAddress = isAddress(addressOrSymbol, { strict: false });
      return all.find((l) =>
        byAddress ? l.token.address.toLowerCase() === wanted : l.token.symbol.toLowerCase() === wanted,
      )?.token;
    },
    async usdPrice(chainId, address) {
      return (
        (await listingsOf(chainId)).find((l) => l.token.address.toLowerCase() === address.toLowerCase())?.usdPrice ?? 0n
      );
    },
  };
}
