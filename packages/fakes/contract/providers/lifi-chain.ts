import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionResult,
  erc20Abi,
  numberToHex,
  parseEther,
  parseUnits,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { demoRouterAbi } from "@questhq/contracts/generated/DemoRouter";
import type { LifiWorld } from "../../src/lifi/world";

// The LI.FI fake prices swaps and reports transfers by reading a chain (its world). The contract probes give it this
// one, a JSON-RPC node in miniature that answers the few calls the fake makes with a DemoRouter's figures: no anvil to
// start, and every /status outcome (mined, reverted, still in the mempool, unknown) on demand, which automining anvil
// cannot show. It is Base (8453), a chain LI.FI serves, so ids, keys and coins are ones @lifi/types knows.

const ROUTER: Address = "0x9e7a4d7b3c3f1e4b5a6c7d8e9f0a1b2c3d4e5f60";
const HQ: Address = "0x1c0de5a1e5b7c9d2e4f6a8b0c2d4e6f8a0b2c4d6";
const USDC: Address = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
export const CHAIN = { id: 8453, router: ROUTER, hq: HQ, usdc: USDC };

export const TRADER: Address = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
/** Transactions the node knows, by what became of them; any other hash is unknown to it. */
export const TX = {
  done: `0x${"d0".repeat(32)}`,
  failed: `0x${"fa".repeat(32)}`,
  pending: `0x${"5e".repeat(32)}`,
  unknown: `0x${"ab".repeat(32)}`,
} as const satisfies Record<string, Hash>;

const TOKENS: Record<string, { symbol: string; name: string; decimals: number; usd: bigint; reserve: bigint }> = {
  [zeroAddress]: { symbol: "ETH", name: "ETH", decimals: 18, usd: parseEther("3000"), reserve: parseEther("100") },
  [HQ.toLowerCase()]: {
    symbol: "HQ",
    name: "HQ",
    decimals: 18,
    usd: parseEther("0.05"),
    reserve: parseEther("1000000"),
  },
  [USDC.toLowerCase()]: {
    symbol: "USDC",
    name: "USD Coin",
    decimals: 6,
    usd: parseEther("1"),
    reserve: 50_000n * 10n ** 6n,
  },
};
const tokenOf = (address: string) => TOKENS[address.toLowerCase()];

const BASE_FEE = 5_000_000n;
const BLOCK = 30_000_000n;
const SWAP = { amountIn: parseUnits("30", 6), amountOut: parseEther("597") };

/** DemoRouter.quote: the amount in at its USD price, paid out at the other token's. */
function quote(tokenIn: Address, amountIn: bigint, tokenOut: Address): bigint {
  const from = tokenOf(tokenIn)!;
  const to = tokenOf(tokenOut)!;
  return (amountIn * from.usd * 10n ** BigInt(to.decimals)) / (to.usd * 10n ** BigInt(from.decimals));
}

function call(to: Address, data: Hex): Hex {
  const abi = [...demoRouterAbi, ...erc20Abi];
  const { functionName, args } = decodeFunctionData({ abi, data });
  const token = tokenOf(to);
  const result = (value: unknown) => encodeFunctionResult({ abi, functionName, result: value } as never);
  if (to.toLowerCase() === ROUTER.toLowerCase()) {
    if (functionName === "listings") {
      const listed = tokenOf(args![0] as Address);
      return result(listed ? [listed.usd, listed.decimals] : [0n, 0]);
    }
    if (functionName === "quote") {
      const [tokenIn, amountIn, tokenOut] = args as [Address, bigint, Address];
      return result(quote(tokenIn, amountIn, tokenOut));
    }
  } else if (token) {
    if (functionName === "symbol") return result(token.symbol);
    if (functionName === "name") return result(token.name);
    if (functionName === "decimals") return result(token.decimals);
    if (functionName === "balanceOf") return result(token.reserve);
  }
  throw new Error(`no ${functionName} at ${to}`);
}

const transaction = (hash: Hash, mined: boolean) => ({
  hash,
  from: TRADER,
  to: ROUTER,
  input: "0x",
  value: "0x0",
  nonce: "0x7",
  gas: numberToHex(250_000),
  type: "0x2",
  maxFeePerGas: numberToHex(BASE_FEE * 2n),
  maxPriorityFeePerGas: "0x0",
  chainId: numberToHex(CHAIN.id),
  blockHash: mined ? `0x${"b1".repeat(32)}` : null,
  blockNumber: mined ? numberToHex(BLOCK) : null,
  transactionIndex: mined ? "0x0" : null,
  v: "0x0",
  r: `0x${"11".repeat(32)}`,
  s: `0x${"22".repeat(32)}`,
});

function receipt(hash: Hash) {
  if (hash !== TX.done && hash !== TX.failed) return null;
  const swapped = {
    address: ROUTER,
    topics: encodeEventTopics({
      abi: demoRouterAbi,
      eventName: "Swapped",
      args: { trader: TRADER, tokenIn: USDC, tokenOut: HQ },
    }),
    data: encodeAbiParameters(
      [{ type: "uint256" }, { type: "uint256" }, { type: "address" }],
      [SWAP.amountIn, SWAP.amountOut, TRADER],
    ),
    blockHash: `0x${"b1".repeat(32)}`,
    blockNumber: numberToHex(BLOCK),
    transactionHash: hash,
    transactionIndex: "0x0",
    logIndex: "0x0",
    removed: false,
  };
  return {
    transactionHash: hash,
    transactionIndex: "0x0",
    blockHash: `0x${"b1".repeat(32)}`,
    blockNumber: numberToHex(BLOCK),
    from: TRADER,
    to: ROUTER,
    contractAddress: null,
    cumulativeGasUsed: numberToHex(71_484),
    gasUsed: numberToHex(71_484),
    effectiveGasPrice: numberToHex(BASE_FEE),
    logs: hash === TX.done ? [swapped] : [],
    logsBloom: `0x${"00".repeat(256)}`,
    status: hash === TX.done ? "0x1" : "0x0",
    type: "0x2",
  };
}

function answer(method: string, params: unknown[]): unknown {
  switch (method) {
    case "eth_call": {
      const { to, data } = params[0] as { to: Address; data: Hex };
      return call(to, data);
    }
    case "eth_getBalance":
      return numberToHex(tokenOf(zeroAddress)!.reserve);
    case "eth_feeHistory":
      return {
        oldestBlock: numberToHex(BLOCK),
        baseFeePerGas: [numberToHex(BASE_FEE), numberToHex(BASE_FEE)],
        gasUsedRatio: [0.5],
        reward: [],
      };
    case "eth_estimateGas":
      return numberToHex(71_484);
    case "eth_getTransactionReceipt":
      return receipt(params[0] as Hash);
    case "eth_getTransactionByHash": {
      const hash = params[0] as Hash;
      return [TX.done, TX.failed, TX.pending].includes(hash as never) ? transaction(hash, hash !== TX.pending) : null;
    }
    case "eth_getBlockByNumber":
      return {
        number: numberToHex(BLOCK),
        hash: `0x${"b1".repeat(32)}`,
        parentHash: `0x${"b0".repeat(32)}`,
        timestamp: numberToHex(1_764_316_800),
        baseFeePerGas: numberToHex(BASE_FEE),
        gasLimit: numberToHex(30_000_000),
        gasUsed: numberToHex(71_484),
        transactions: [],
      };
    default:
      throw new Error(`method ${method} is not served`);
  }
}

/** Starts the node, makes it the fake's world, runs `fn`, and stops the node. */
export async function withChain<T>(control: (path: string, body: unknown) => Promise<unknown>, fn: () => Promise<T>) {
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      const { id, method, params } = JSON.parse(text) as { id: number; method: string; params: unknown[] };
      let body: unknown;
      try {
        body = { jsonrpc: "2.0", id, result: answer(method, params) };
      } catch (err) {
        body = { jsonrpc: "2.0", id, error: { code: -32000, message: (err as Error).message } };
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const world: LifiWorld = {
    chains: [
      {
        id: CHAIN.id,
        name: "Base",
        key: "bas",
        coin: "ETH",
        rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        explorerUrl: "https://basescan.org/",
        router: ROUTER,
        tokens: [HQ, USDC],
      },
    ],
  };
  try {
    await control("world", world);
    return await fn();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
