import {
  decodeEventLog,
  erc20Abi,
  erc721Abi,
  formatUnits,
  getAddress,
  parseAbi,
  type Address,
  type Hash,
  type PublicClient,
} from "viem";

// What the sandbox explorer shows, read from the chain at the moment of the request (there is no index): a
// transaction with its receipt and token transfers, an address with its ether and known tokens, a token, and one
// holder's balance of it. Every amount is formatted from base units by viem, never through floating point.

export type ExplorerChain = {
  id: number;
  name: string;
  /** Symbol of the chain's currency. */
  coin: string;
  /** Where the explorer reads the chain (server side). */
  rpcUrl: string;
  /** Names of known contracts and accounts, by address (the platform's contracts, the demo's). */
  labels?: Record<string, string>;
  /** Tokens whose balances an address page lists. */
  tokens?: string[];
};

export type TokenInfo = {
  address: Address;
  standard: "ERC-20" | "ERC-721";
  name: string;
  symbol: string;
  /** ERC-20 only. */
  decimals: number | null;
  /** Formatted with the token's decimals; null when the contract does not say. */
  totalSupply: string | null;
};

export type Transfer = { token: Address; symbol: string; from: Address; to: Address; amount: string };

export type TxInfo =
  | { status: "unknown" }
  | {
      status: "pending" | "success" | "reverted";
      hash: Hash;
      from: Address;
      to: Address | null;
      created: Address | null;
      value: string;
      block: bigint | null;
      timestamp: bigint | null;
      gasUsed: bigint | null;
      fee: string | null;
      transfers: Transfer[];
    };

export type AddressInfo = {
  address: Address;
  isContract: boolean;
  balance: string;
  nonce: number;
  token: TokenInfo | null;
  holdings: { token: TokenInfo; balance: string }[];
};

const ERC721_INTERFACE = "0x80ac58cd";
const erc165Abi = parseAbi(["function supportsInterface(bytes4 interfaceId) view returns (bool)"]);
// ERC-20 and ERC-721 share the Transfer event's signature; ERC-721 indexes the third argument too.
const transferAbi = parseAbi(["event Transfer(address indexed from, address indexed to, uint256 value)"]);
const nftTransferAbi = parseAbi(["event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)"]);

export const labelOf = (chain: ExplorerChain, address: string): string | undefined =>
  Object.entries(chain.labels ?? {}).find(([a]) => a.toLowerCase() === address.toLowerCase())?.[1];

/** The token at `address`, or null when it is neither an ERC-721 nor an ERC-20 (or has no code). */
export async function readToken(read: PublicClient, address: Address): Promise<TokenInfo | null> {
  const code = await read.getCode({ address });
  if (!code || code === "0x") return null;
  const isNft = await read
    .readContract({ address, abi: erc165Abi, functionName: "supportsInterface", args: [ERC721_INTERFACE] })
    .catch(() => false);
  const text = (call: Promise<string>) => call.catch(() => "");
  if (isNft) {
    const [name, symbol, supply] = await Promise.all([
      text(read.readContract({ address, abi: erc721Abi, functionName: "name" })),
      text(read.readContract({ address, abi: erc721Abi, functionName: "symbol" })),
      read.readContract({ address, abi: erc20Abi, functionName: "totalSupply" }).catch(() => null),
    ]);
    return { address, standard: "ERC-721", name, symbol, decimals: null, totalSupply: supply?.toString() ?? null };
  }
  const decimals = await read.readContract({ address, abi: erc20Abi, functionName: "decimals" }).catch(() => null);
  if (decimals === null) return null;
  const [name, symbol, supply] = await Promise.all([
    text(read.readContract({ address, abi: erc20Abi, functionName: "name" })),
    text(read.readContract({ address, abi: erc20Abi, functionName: "symbol" })),
    read.readContract({ address, abi: erc20Abi, functionName: "totalSupply" }).catch(() => null),
  ]);
  const totalSupply = supply === null ? null : formatUnits(supply, decimals);
  return { address, standard: "ERC-20", name, symbol, decimals, totalSupply };
}

/** `holder`'s balance of `token`: an amount of an ERC-20, a count of an ERC-721's tokens. */
export async function readHolding(read: PublicClient, token: TokenInfo, holder: Address): Promise<string> {
  const held = await read.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [holder],
  });
  return token.decimals === null ? held.toString() : formatUnits(held, token.decimals);
}

export async function readAddress(read: PublicClient, chain: ExplorerChain, address: Address): Promise<AddressInfo> {
  const [balance, nonce, code, token] = await Promise.all([
    read.getBalance({ address }),
    read.getTransactionCount({ address }),
    read.getCode({ address }),
    readToken(read, address),
  ]);
  const known = await Promise.all((chain.tokens ?? []).map((t) => readToken(read, getAddress(t)).catch(() => null)));
  const holdings = await Promise.all(
    known
      .filter((t): t is TokenInfo => t !== null)
      .map(async (t) => ({ token: t, balance: await readHolding(read, t, address) })),
  );
  return {
    address,
    isContract: Boolean(code && code !== "0x"),
    balance: formatUnits(balance, 18),
    nonce,
    token,
    holdings: holdings.filter((h) => h.balance !== "0"),
  };
}

export async function readTransaction(read: PublicClient, hash: Hash): Promise<TxInfo> {
  const tx = await read.getTransaction({ hash }).catch(() => null);
  if (!tx) return { status: "unknown" };
  const receipt = await read.getTransactionReceipt({ hash }).catch(() => null);
  // Nodes answer addresses in lower case; pages show (and link) them checksummed, as the app does.
  const to = tx.to ? getAddress(tx.to) : null;
  const base = { hash, from: getAddress(tx.from), to, value: formatUnits(tx.value, 18) };
  if (!receipt) {
    const unmined = { created: null, block: null, timestamp: null, gasUsed: null, fee: null, transfers: [] };
    return { ...base, status: "pending", ...unmined };
  }
  const block = await read.getBlock({ blockNumber: receipt.blockNumber });
  const tokens = new Map<string, Promise<TokenInfo | null>>();
  const tokenOf = (address: Address) => {
    const key = address.toLowerCase();
    if (!tokens.has(key))
      tokens.set(
        key,
        readToken(read, address).catch(() => null),
      );
    return tokens.get(key)!;
  };
  const transfers: Transfer[] = [];
  for (const log of receipt.logs) {
    const nft = log.topics.length === 4;
    let args: { from: Address; to: Address; value?: bigint; tokenId?: bigint };
    try {
      args = decodeEventLog({ abi: nft ? nftTransferAbi : transferAbi, data: log.data, topics: log.topics }).args;
    } catch {
      continue;
    }
    const address = getAddress(log.address);
    const token = await tokenOf(address);
    const amount = nft
      ? `#${args.tokenId}`
      : token?.decimals != null
        ? formatUnits(args.value ?? 0n, token.decimals)
        : (args.value ?? 0n).toString();
    const [from, to] = [getAddress(args.from), getAddress(args.to)];
    transfers.push({ token: address, symbol: token?.symbol ?? "", from, to, amount });
  }
  return {
    ...base,
    status: receipt.status === "success" ? "success" : "reverted",
    created: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
    block: receipt.blockNumber,
    timestamp: block.timestamp,
    gasUsed: receipt.gasUsed,
    fee: formatUnits(receipt.gasUsed * receipt.effectiveGasPrice, 18),
    transfers,
  };
}
