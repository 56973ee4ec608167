import { describe, expect, it } from "vitest";
import {
  CHAINS,
  explorerAccountUrl,
  explorerBaseUrl,
  explorerLinks,
  explorerTokenHolderUrl,
  explorerTokenUrl,
  explorerTxUrl,
  getChainById,
  rewardChainKind,
  visibleChains,
} from "./chains";

const chain = (id: number) => {
  const c = getChainById(id);
  if (!c) throw new Error(`chain ${id} missing`);
  return c;
};

describe("chain registry", () => {
  it("holds every chain id of docs/product/chains.md#supported-chains with its display name", () => {
    const s3: Record<number, string> = {
      1: "Ethereum",
      10: "Optimism",
      30: "Rootstock",
      25: "Cronos",
      56: "BNB Chain",
      137: "Polygon",
      8453: "Base",
      42161: "Arbitrum",
      1868: "Soneium",
      2741: "Abstract",
      33139: "ApeChain",
      59144: "Linea",
      80094: "Berachain",
      81457: "Blast",
      88888: "Chiliz",
      167000: "Taiko",
      534352: "Scroll",
      11155111: "Sepolia",
    };
    for (const [id, name] of Object.entries(s3)) expect(chain(Number(id)).name).toBe(name);
  });

  it("has the product's fee of every chain as an exact decimal string", () => {
    const fees: [number, string][] = [
      ...[
        1, 42161, 421614, 10, 534352, 59144, 8453, 81457, 168587773, 11155111, 288, 1612127, 167000, 534351, 743111,
        1301, 911867, 2741, 80084, 80085,
      ].map((id) => [id, "0.00099"] as [number, string]),
      [137, "2.8"],
      [56, "0.0083"],
      [13371, "0.95"],
      [-2, "0.000099"],
      [-1, "0.000099"],
      [11124, "0.00001"],
      [80002, "0.001"],
      [33111, "0.01"],
      [1868, "0.00036"],
      [1946, "0.00036"],
      [25, "400"],
      [388, "400"],
      [33139, "0.69"],
      [200901, "0.000045"],
      [30, "0.000045"],
      [80094, "0.15"],
      [10143, "0.0009"],
      [88888, "20"],
      [6342, "0.000005"],
    ];
    for (const [id, fee] of fees) expect([id, chain(id).fee]).toEqual([id, fee]);
    // Every registered chain except the local one is covered by docs/product/chains.md#chain-fees.
    expect(
      CHAINS.filter((c) => !c.isDevelopment)
        .map((c) => c.id)
        .sort(),
    ).toEqual(fees.map(([id]) => id).sort());
  });

  it("uses the currencies the product names", () => {
    expect(chain(137).nativeCurrency).toBe("MATIC");
    expect(chain(13371).nativeCurrency).toBe("IMX");
    expect(chain(33111).nativeCurrency).toBe("APE");
    expect(chain(1).nativeCurrency).toBe("ETH");
    expect(chain(56).nativeCurrency).toBe("BNB");
    expect(chain(-1).nativeCurrency).toBe("SOL");
    expect(chain(-2).nativeCurrency).toBe("BTC");
  });

  it("hides exactly Berachain Artio, Bitcoin Ordinals, Solana, Cronos and Cronos zkEVM", () => {
    const hidden = CHAINS.filter((c) => c.hidden)
      .map((c) => c.name)
      .sort();
    expect(hidden).toEqual(["Berachain Artio", "Bitcoin Ordinals", "Cronos", "Cronos zkEVM", "Solana"]);
    expect(Object.keys(chain(1))).not.toContain("hidden");
  });

  it("uses negative ids only for the non-EVM chains", () => {
    expect(CHAINS.filter((c) => c.id < 0).map((c) => [c.id, c.backendName])).toEqual([
      [-2, "bitcoin_ordinals"],
      [-1, "solana"],
    ]);
  });

  it("has unique ids, snake_case backend names and icons", () => {
    expect(new Set(CHAINS.map((c) => c.id)).size).toBe(CHAINS.length);
    expect(new Set(CHAINS.map((c) => c.backendName)).size).toBe(CHAINS.length);
    for (const c of CHAINS) {
      expect(c.backendName).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(c.icon).toBe(`/chains/${c.backendName}.svg`);
      expect(c.fee).toMatch(/^\d+(\.\d+)?$/);
    }
    expect(chain(421614).backendName).toBe("arbitrum_sepolia");
    expect(chain(1).backendName).toBe("ethereum");
  });

  it("marks testnets", () => {
    for (const id of [11155111, 421614, 80002, 10143, 6342, 31337]) expect(chain(id).isTestnet).toBe(true);
    for (const id of [1, 137, 8453, 42161, -1, -2]) expect(chain(id).isTestnet).toBe(false);
  });

  it("registers Anvil Local as a development chain without an explorer", () => {
    const anvil = chain(31337);
    expect(anvil).toMatchObject({
      name: "Anvil Local",
      nativeCurrency: "ETH",
      fee: "0.00099",
      explorer: null,
      isDevelopment: true,
    });
    expect(CHAINS.filter((c) => c.isDevelopment).map((c) => c.id)).toEqual([31337]);
  });

  it("returns undefined for an unknown id", () => {
    expect(getChainById(0)).toBeUndefined();
    expect(getChainById(999_999)).toBeUndefined();
  });

  it("is frozen so no caller can change a fee at run time", () => {
    expect(Object.isFrozen(CHAINS)).toBe(true);
    expect(Object.isFrozen(chain(1))).toBe(true);
  });
});

describe("visibleChains", () => {
  it("leaves out hidden chains and the dev chain by default", () => {
    const ids = visibleChains().map((c) => c.id);
    for (const id of [25, 388, 80085, -1, -2, 31337]) expect(ids).not.toContain(id);
    expect(ids).toContain(1);
    expect(ids).toContain(80084);
    expect(ids).toHaveLength(CHAINS.length - 6);
  });

  it("includes the dev chain when asked, still without hidden ones", () => {
    const ids = visibleChains({ includeDevelopment: true }).map((c) => c.id);
    expect(ids).toContain(31337);
    expect(ids).not.toContain(-1);
  });
});

describe("rewardChainKind", () => {
  it("maps -2 to Bitcoin Ordinals, -1 to Solana and the rest to EVM", () => {
    expect(rewardChainKind(-2)).toBe("bitcoin_ordinals");
    expect(rewardChainKind(-1)).toBe("solana");
    expect(rewardChainKind(1)).toBe("evm");
    expect(rewardChainKind(8453)).toBe("evm");
    expect(rewardChainKind(0)).toBe("evm");
  });
});

describe("explorer links", () => {
  const addr = "0x1111111111111111111111111111111111111111";
  const token = "0x2222222222222222222222222222222222222222";
  const hash = `0x${"ab".repeat(32)}`;

  it("builds etherscan-style links on EVM chains", () => {
    expect(explorerAccountUrl(1, addr)).toBe(`https://etherscan.io/address/${addr}`);
    expect(explorerTxUrl(8453, hash)).toBe(`https://basescan.org/tx/${hash}`);
    expect(explorerTokenUrl(137, token)).toBe(`https://polygonscan.com/token/${token}`);
    expect(explorerTokenHolderUrl(42161, token, addr)).toBe(`https://arbiscan.io/token/${token}?a=${addr}`);
    expect(explorerAccountUrl(11155111, addr)).toBe(`https://sepolia.etherscan.io/address/${addr}`);
  });

  it("uses Solscan paths on Solana", () => {
    const acct = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
    expect(explorerAccountUrl(-1, acct)).toBe(`https://solscan.io/account/${acct}`);
    expect(explorerTxUrl(-1, "5sig")).toBe("https://solscan.io/tx/5sig");
    expect(explorerTokenUrl(-1, "Mint1")).toBe("https://solscan.io/token/Mint1");
    expect(explorerTokenHolderUrl(-1, "Mint1", acct)).toBe(`https://solscan.io/account/${acct}`);
  });

  it("uses ordinals.com and mempool.space on Bitcoin", () => {
    const btc = `bc1p${"q".repeat(58)}`;
    expect(explorerAccountUrl(-2, btc)).toBe(`https://ordinals.com/address/${btc}`);
    expect(explorerTxUrl(-2, "abcd")).toBe("https://mempool.space/tx/abcd");
    expect(explorerTokenUrl(-2, "abcdi0")).toBe("https://ordinals.com/inscription/abcdi0");
    expect(explorerTokenHolderUrl(-2, "abcdi0", btc)).toBe(`https://ordinals.com/address/${btc}`);
  });

  it("returns null for unknown chains and the explorer-less dev chain", () => {
    expect(explorerAccountUrl(31337, addr)).toBeNull();
    expect(explorerTxUrl(424242, hash)).toBeNull();
    expect(explorerTokenHolderUrl(31337, token, addr)).toBeNull();
  });

  it("links the local chain to an explorer known at run time, and only chains the registry gives none", () => {
    const local = {
      31337: "http://localhost:3000/sandbox/explorer/31337/",
      1: "http://evil.example",
      424242: "http://x.example",
    };
    const sandbox = "http://localhost:3000/sandbox/explorer/31337";
    expect(explorerTxUrl(31337, hash, local)).toBe(`${sandbox}/tx/${hash}`);
    expect(explorerAccountUrl(31337, addr, local)).toBe(`${sandbox}/address/${addr}`);
    expect(explorerTokenUrl(31337, token, local)).toBe(`${sandbox}/token/${token}`);
    expect(explorerTokenHolderUrl(31337, token, addr, local)).toBe(`${sandbox}/token/${token}?a=${addr}`);
    expect(explorerBaseUrl(31337, local)).toBe(sandbox);
    // A registry explorer wins; an unknown chain stays unknown.
    expect(explorerTxUrl(1, hash, local)).toBe(`https://etherscan.io/tx/${hash}`);
    expect(explorerTxUrl(424242, hash, local)).toBeNull();
    // Only http(s) bases: anything else could run script from a link.
    expect(explorerTxUrl(31337, hash, { 31337: "javascript:alert(1)//" })).toBeNull();
    expect(explorerTxUrl(31337, hash, { 31337: "" })).toBeNull();
    const links = explorerLinks(local);
    expect(links.holder(31337, token, "a/b")).toBe(`${sandbox}/token/${token}?a=a%2Fb`);
    expect(links.tx(8453, hash)).toBe(`https://basescan.org/tx/${hash}`);
    expect(explorerLinks().tx(31337, hash)).toBeNull();
  });

  it("encodes path segments so input cannot change the URL's shape", () => {
    expect(explorerAccountUrl(1, "a/../b?x=1")).toBe("https://etherscan.io/address/a%2F..%2Fb%3Fx%3D1");
    expect(explorerTokenHolderUrl(1, token, "x&y")).toBe(`https://etherscan.io/token/${token}?a=x%26y`);
  });
});
