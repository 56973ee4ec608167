// The supported chain registry (docs/product/chains.md#supported-chains and
// docs/product/chains.md#chain-fees), shared by the server (mission/reward validation,
// minting fees) and the web app (pickers, explorer links).
//
// Choices worth knowing:
// - `fee` is a decimal string exactly as the product writes it, never a float, so it can
//   be parsed into base units (viem `parseUnits`) without rounding.
// - `backendName` is the snake_case form of the display name; chain-lookup.ts
//   accepts it and the other spellings.
// - Polygon keeps MATIC because the product's fee table names it so; every other currency and
//   explorer is the chain's real public one.
// - Non-EVM chains use negative ids (docs/product/rewards.md#reward-fields: -2 Bitcoin Ordinals, -1 Solana).

export type ChainRecord = {
  readonly id: number;
  readonly name: string;
  readonly backendName: string;
  readonly nativeCurrency: string;
  readonly fee: string;
  /** Block-explorer host; null when the chain has none (local development). */
  readonly explorer: string | null;
  readonly hidden?: true;
  readonly icon: string;
  readonly isTestnet: boolean;
  readonly isDevelopment?: true;
  /** A public JSON-RPC endpoint, given to a wallet that must add the chain (switch failure 4902 / -32603). */
  readonly rpcUrl: string | null;
};

export type RewardChainKind = "evm" | "bitcoin_ordinals" | "solana";

export const BITCOIN_ORDINALS_CHAIN_ID = -2;
export const SOLANA_CHAIN_ID = -1;
export const ANVIL_CHAIN_ID = 31337;

type Row = [
  id: number,
  name: string,
  backendName: string,
  nativeCurrency: string,
  fee: string,
  explorer: string | null,
  flags?: { hidden?: true; isTestnet?: true; isDevelopment?: true },
];

const T = { isTestnet: true } as const;
const H = { hidden: true } as const;

// Order: mainnets as docs/product/chains.md#supported-chains lists them, then testnets, then non-EVM, then local.
const ROWS: readonly Row[] = [
  [1, "Ethereum", "ethereum", "ETH", "0.00099", "etherscan.io"],
  [10, "Optimism", "optimism", "ETH", "0.00099", "optimistic.etherscan.io"],
  [30, "Rootstock", "rootstock", "RBTC", "0.000045", "rootstock.blockscout.com"],
  [25, "Cronos", "cronos", "CRO", "400", "explorer.cronos.org", H],
  [56, "BNB Chain", "bnb_chain", "BNB", "0.0083", "bscscan.com"],
  [137, "Polygon", "polygon", "MATIC", "2.8", "polygonscan.com"],
  [8453, "Base", "base", "ETH", "0.00099", "basescan.org"],
  [42161, "Arbitrum", "arbitrum", "ETH", "0.00099", "arbiscan.io"],
  [1868, "Soneium", "soneium", "ETH", "0.00036", "soneium.blockscout.com"],
  [2741, "Abstract", "abstract", "ETH", "0.00099", "abscan.org"],
  [33139, "ApeChain", "apechain", "APE", "0.69", "apescan.io"],
  [59144, "Linea", "linea", "ETH", "0.00099", "lineascan.build"],
  [80094, "Berachain", "berachain", "BERA", "0.15", "berascan.com"],
  [81457, "Blast", "blast", "ETH", "0.00099", "blastscan.io"],
  [88888, "Chiliz", "chiliz", "CHZ", "20", "scan.chiliz.com"],
  [167000, "Taiko", "taiko", "ETH", "0.00099", "taikoscan.io"],
  [534352, "Scroll", "scroll", "ETH", "0.00099", "scrollscan.com"],
  [288, "Boba", "boba", "ETH", "0.00099", "bobascan.com"],
  [13371, "Immutable zkEVM", "immutable_zkevm", "IMX", "0.95", "explorer.immutable.com"],
  [388, "Cronos zkEVM", "cronos_zkevm", "zkCRO", "400", "explorer.zkevm.cronos.org", H],
  [200901, "Bitlayer", "bitlayer", "BTC", "0.000045", "www.btrscan.com"],
  [11155111, "Sepolia", "sepolia", "ETH", "0.00099", "sepolia.etherscan.io", T],
  [421614, "Arbitrum Sepolia", "arbitrum_sepolia", "ETH", "0.00099", "sepolia.arbiscan.io", T],
  [168587773, "Blast Sepolia", "blast_sepolia", "ETH", "0.00099", "sepolia.blastscan.io", T],
  [1612127, "Playfi Albireo", "playfi_albireo", "ETH", "0.00099", "albireo-explorer.playfi.ai", T],
  [534351, "Scroll Sepolia", "scroll_sepolia", "ETH", "0.00099", "sepolia.scrollscan.com", T],
  [743111, "Hemi Sepolia", "hemi_sepolia", "ETH", "0.00099", "testnet.explorer.hemi.xyz", T],
  [1301, "Unichain Sepolia", "unichain_sepolia", "ETH", "0.00099", "sepolia.uniscan.xyz", T],
  [911867, "Ithaca Testnet", "ithaca_testnet", "ETH", "0.00099", "odyssey-explorer.ithaca.xyz", T],
  [80084, "Berachain bArtio", "berachain_bartio", "BERA", "0.00099", "bartio.beratrail.io", T],
  [80085, "Berachain Artio", "berachain_artio", "BERA", "0.00099", "artio.beratrail.io", { ...T, ...H }],
  [11124, "Abstract Testnet", "abstract_testnet", "ETH", "0.00001", "sepolia.abscan.org", T],
  [80002, "Polygon Amoy", "polygon_amoy", "POL", "0.001", "amoy.polygonscan.com", T],
  [33111, "Curtis", "curtis", "APE", "0.01", "explorer.curtis.apechain.com", T],
  [1946, "Soneium Minato", "soneium_minato", "ETH", "0.00036", "soneium-minato.blockscout.com", T],
  [10143, "Monad Testnet", "monad_testnet", "MON", "0.0009", "testnet.monadexplorer.com", T],
  [6342, "Megaeth Testnet", "megaeth_testnet", "ETH", "0.000005", "www.megaexplorer.xyz", T],
  [-2, "Bitcoin Ordinals", "bitcoin_ordinals", "BTC", "0.000099", "ordinals.com", H],
  [-1, "Solana", "solana", "SOL", "0.000099", "solscan.io", H],
  // The local anvil chain used in development and e2e; never offered to users.
  [31337, "Anvil Local", "anvil_local", "ETH", "0.00099", null, { isTestnet: true, isDevelopment: true }],
];

// Public endpoints of the chains' own foundations or their documented public RPCs. A wallet adding a chain needs one;
// chains without a well-known public endpoint are left out (the wallet then reports why it cannot add them).
const PUBLIC_RPC: Readonly<Record<number, string>> = {
  1: "https://ethereum-rpc.publicnode.com",
  10: "https://mainnet.optimism.io",
  30: "https://public-node.rsk.co",
  56: "https://bsc-dataseed.bnbchain.org",
  137: "https://polygon-rpc.com",
  8453: "https://mainnet.base.org",
  42161: "https://arb1.arbitrum.io/rpc",
  1868: "https://rpc.soneium.org",
  2741: "https://api.mainnet.abs.xyz",
  33139: "https://rpc.apechain.com",
  59144: "https://rpc.linea.build",
  80094: "https://rpc.berachain.com",
  81457: "https://rpc.blast.io",
  88888: "https://rpc.chiliz.com",
  167000: "https://rpc.mainnet.taiko.xyz",
  534352: "https://rpc.scroll.io",
  11155111: "https://ethereum-sepolia-rpc.publicnode.com",
  421614: "https://sepolia-rollup.arbitrum.io/rpc",
  84532: "https://sepolia.base.org",
  1301: "https://sepolia.unichain.org",
  // anvil's default; the web app replaces it with the server's local chain URL when it runs one.
  31337: "http://127.0.0.1:8545",
};

export const CHAINS: readonly ChainRecord[] = Object.freeze(
  ROWS.map(([id, name, backendName, nativeCurrency, fee, explorer, flags = {}]) =>
    Object.freeze({
      id,
      name,
      backendName,
      nativeCurrency,
      fee,
      explorer,
      ...(flags.hidden ? { hidden: true as const } : {}),
      icon: `/chains/${backendName}.svg`,
      isTestnet: flags.isTestnet === true,
      ...(flags.isDevelopment ? { isDevelopment: true as const } : {}),
      rpcUrl: PUBLIC_RPC[id] ?? null,
    }),
  ),
);

const byId = new Map<number, ChainRecord>(CHAINS.map((c) => [c.id, c]));

export function getChainById(id: number): ChainRecord | undefined {
  return byId.get(id);
}

/**
 * Chains a user may pick. Hidden chains stay resolvable (old missions use them)
 * but are not offered; the local dev chain is offered only when asked for
 * (development and e2e builds).
 */
export function visibleChains(options: { includeDevelopment?: boolean } = {}): ChainRecord[] {
  return CHAINS.filter((c) => !c.hidden && (!c.isDevelopment || options.includeDevelopment === true));
}

/** The wallet format a reward on this chain needs (docs/product/rewards.md#reward-fields). */
export function rewardChainKind(chainId: number): RewardChainKind {
  if (chainId === BITCOIN_ORDINALS_CHAIN_ID) return "bitcoin_ordinals";
  if (chainId === SOLANA_CHAIN_ID) return "solana";
  return "evm";
}

// ---------------------------------------------------------------- explorer links
// All builders return null when the chain is unknown or has no explorer, so a
// screen can simply omit the link. Path segments are URI-encoded because the
// values may come from user input.

/**
 * Explorers the registry cannot name because they exist only at run time, by chain id: the server's sandbox explorer
 * of the local chain (/api/v1/config's localChainExplorerUrl). Each is an http(s) base URL whose etherscan-style
 * paths (tx/, address/, token/) the explorer serves. They only fill in for chains whose record has no explorer, so a
 * setting can never send a public chain's links elsewhere.
 */
export type ExplorerBases = Readonly<Record<number, string>>;

type LinkKind = "account" | "tx" | "token" | "holder";

/** Where a chain's explorer lives (no trailing slash), or null when it has none. */
export function explorerBaseUrl(chainId: number, bases?: ExplorerBases): string | null {
  const chain = byId.get(chainId);
  if (!chain) return null;
  if (chain.explorer) return `https://${chain.explorer}`;
  const runtime = bases?.[chainId];
  if (!runtime || !/^https?:\/\/[^/]/i.test(runtime)) return null;
  return runtime.replace(/\/+$/, "");
}

function explorerUrl(chainId: number, kind: LinkKind, value: string, holder: string, bases?: ExplorerBases) {
  const base = explorerBaseUrl(chainId, bases);
  if (!base) return null;
  const v = encodeURIComponent(value);
  const h = encodeURIComponent(holder);
  if (chainId === SOLANA_CHAIN_ID) {
    // Solscan: accounts under /account; a holder's balance of a token is on
    // the holder's account page, which lists its token accounts.
    if (kind === "account") return `${base}/account/${v}`;
    if (kind === "tx") return `${base}/tx/${v}`;
    if (kind === "token") return `${base}/token/${v}`;
    return `${base}/account/${h}`;
  }
  if (chainId === BITCOIN_ORDINALS_CHAIN_ID) {
    // ordinals.com shows addresses and inscriptions but not plain transactions,
    // which mempool.space does.
    if (kind === "account") return `${base}/address/${v}`;
    if (kind === "tx") return `https://mempool.space/tx/${v}`;
    if (kind === "token") return `${base}/inscription/${v}`;
    return `${base}/address/${h}`;
  }
  if (kind === "account") return `${base}/address/${v}`;
  if (kind === "tx") return `${base}/tx/${v}`;
  if (kind === "token") return `${base}/token/${v}`;
  return `${base}/token/${v}?a=${h}`;
}

export function explorerAccountUrl(chainId: number, address: string, bases?: ExplorerBases): string | null {
  return explorerUrl(chainId, "account", address, "", bases);
}

export function explorerTxUrl(chainId: number, hash: string, bases?: ExplorerBases): string | null {
  return explorerUrl(chainId, "tx", hash, "", bases);
}

export function explorerTokenUrl(chainId: number, token: string, bases?: ExplorerBases): string | null {
  return explorerUrl(chainId, "token", token, "", bases);
}

/** A holder's balance of a token (the "your holdings" view of etherscan-style explorers). */
export function explorerTokenHolderUrl(
  chainId: number,
  token: string,
  holder: string,
  bases?: ExplorerBases,
): string | null {
  return explorerUrl(chainId, "holder", token, holder, bases);
}

export type ExplorerLinks = {
  account(chainId: number, address: string): string | null;
  tx(chainId: number, hash: string): string | null;
  token(chainId: number, token: string): string | null;
  holder(chainId: number, token: string, holder: string): string | null;
  base(chainId: number): string | null;
};

/** The four builders with this run's explorer bases bound (the server's from env, the web app's from config). */
export function explorerLinks(bases?: ExplorerBases): ExplorerLinks {
  return {
    account: (chainId, address) => explorerAccountUrl(chainId, address, bases),
    tx: (chainId, hash) => explorerTxUrl(chainId, hash, bases),
    token: (chainId, token) => explorerTokenUrl(chainId, token, bases),
    holder: (chainId, token, holder) => explorerTokenHolderUrl(chainId, token, holder, bases),
    base: (chainId) => explorerBaseUrl(chainId, bases),
  };
}
