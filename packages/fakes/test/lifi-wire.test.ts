import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
  type Address,
} from "viem";
import {
  type ChainId,
  createClient,
  executeRoute,
  getChains,
  getConnections,
  getQuote,
  getRoutes,
  getStatus,
  getToken,
  getTokenBalances,
  getTokens,
  getTools,
  type SDKClient,
} from "@lifi/sdk";
import { EthereumProvider } from "@lifi/sdk-provider-ethereum";
import { DEMO_CONTRACTS } from "@questhq/contracts/demo-contracts";
import { chain, startLocalWorld, type LocalWorld } from "./local-chain-kit";

// The LI.FI fake must answer like li.quest does, through LI.FI's own SDK unchanged, or the bridge page proves
// nothing: chains, tokens, tools, connections, quotes both ways, routes, and executeRoute end to end (approval,
// step transaction, the swap on the local chain, status polling), with the integrator fee taken as configured.

let world: LocalWorld;
let sdk: SDKClient;
/** The local chain is not in @lifi/types' ChainId enum; the API takes any id. */
const LOCAL = 31337 as ChainId;

const balanceOf = (token: Address, who: Address) =>
  world.read.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [who] });

beforeAll(async () => {
  world = await startLocalWorld();
  const wallet = createWalletClient({ chain, transport: http(world.anvil.url), account: world.user });
  sdk = createClient({
    integrator: "questhq-test",
    apiUrl: `${world.fakes.url}/lifi/v1`,
    routeOptions: { fee: 0.0025 },
    providers: [EthereumProvider({ getWalletClient: async () => wallet, switchChain: async () => wallet })],
  });
}, 60_000);

afterAll(async () => {
  await world?.close();
});

describe("LI.FI fake through @lifi/sdk", () => {
  it("lists the local chain, its tokens at the router's prices, and the router as the one exchange", async () => {
    const [local] = await getChains(sdk);
    expect(local).toMatchObject({
      id: 31337,
      chainType: "EVM",
      metamask: { chainId: "0x7a69", rpcUrls: [world.anvil.url] },
      nativeToken: { address: zeroAddress, symbol: "ETH", priceUSD: "3000" },
    });
    expect(local!.metamask.blockExplorerUrls[0]).toBe(`${world.fakes.url}/explorer/31337/`);
    const { tokens } = await getTokens(sdk, { chains: [LOCAL] });
    expect(tokens[31337]!.map((t) => [t.symbol, t.decimals, t.priceUSD])).toEqual([
      ["ETH", 18, "3000"],
      ["HQ", 18, "0.05"],
      ["dUSDC", 6, "1"],
    ]);
    expect(await getToken(sdk, LOCAL, "hq")).toMatchObject({ address: world.hq, name: "HQ" });
    await expect(getToken(sdk, LOCAL, "DOGE")).rejects.toMatchObject({ code: 1006 });
    const tools = await getTools(sdk);
    expect(tools.exchanges.map((e) => [e.key, e.supportedChains])).toEqual([["questhq-router", [31337]]]);
    const { connections } = await getConnections(sdk, { fromChain: 31337, toChain: 31337, toToken: world.hq });
    expect(connections[0]!.toTokens).toEqual([{ chainId: 31337, address: world.hq }]);
  });

  it("quotes from an amount and to an amount, fee off the amount paid, with a real transaction request", async () => {
    const quote = await getQuote(sdk, {
      fromChain: 31337,
      toChain: 31337,
      fromToken: world.usdc,
      toToken: world.hq,
      fromAddress: world.user.address,
      fromAmount: parseUnits("10", 6).toString(),
    });
    // 0.25 % of 10 dUSDC is kept; 9.975 dUSDC at $1 buys 199.5 $HQ at $0.05.
    expect(quote.estimate.toAmount).toBe(parseEther("199.5").toString());
    expect(quote.estimate.toAmountMin).toBe(((parseEther("199.5") * 995n) / 1000n).toString());
    expect(quote.estimate.feeCosts).toMatchObject([{ amount: "25000", percentage: "0.0025", included: true }]);
    expect(quote.estimate.approvalAddress).toBe(DEMO_CONTRACTS.DemoRouter);
    expect(quote.transactionRequest).toMatchObject({
      to: DEMO_CONTRACTS.DemoRouter,
      from: world.user.address,
      value: "0x0",
      chainId: 31337,
    });
    const reverse = await getQuote(sdk, {
      fromChain: 31337,
      toChain: 31337,
      fromToken: zeroAddress,
      toToken: world.hq,
      fromAddress: world.user.address,
      toAmount: parseEther("600").toString(),
    });
    // $30 of $HQ: 0.01 ETH, grossed up for the fee.
    expect(BigInt(reverse.estimate.toAmount)).toBeGreaterThanOrEqual(parseEther("600"));
    expect(BigInt(reverse.estimate.toAmount)).toBeLessThan(parseEther("600.01"));
    expect(reverse.transactionRequest?.value).toBe(`0x${BigInt(reverse.action.fromAmount).toString(16)}`);
    await expect(
      getQuote(sdk, {
        fromChain: 31337,
        toChain: 31337,
        fromToken: zeroAddress,
        toToken: world.hq,
        fromAddress: world.user.address,
        fromAmount: parseEther("5000").toString(),
      }),
    ).rejects.toMatchObject({ code: 1006 });
  });

  it("executes a route: approval, step transaction, the swap on chain, DONE; balances move by the quote", async () => {
    const fromAmount = parseUnits("30", 6);
    const { routes } = await getRoutes(sdk, {
      fromChainId: 31337,
      toChainId: 31337,
      fromTokenAddress: world.usdc,
      toTokenAddress: world.hq,
      fromAddress: world.user.address,
      fromAmount: fromAmount.toString(),
    });
    expect(routes).toHaveLength(1);
    const route = routes[0]!;
    expect(route).toMatchObject({
      fromChainId: 31337,
      toChainId: 31337,
      fromAmount: fromAmount.toString(),
      fromAmountUSD: "30.00",
      containsSwitchChain: false,
    });
    expect(route.steps[0]!.transactionRequest).toBeUndefined();
    const hqBefore = await balanceOf(world.hq, world.user.address);
    const usdcBefore = await balanceOf(world.usdc, world.user.address);

    const done = await executeRoute(sdk, route, { updateRouteHook: () => {} });
    const execution = done.steps[0]!.execution!;
    expect(execution.status).toBe("DONE");
    expect(execution.actions.map((a) => [a.type, a.status])).toEqual(
      expect.arrayContaining([
        ["SET_ALLOWANCE", "DONE"],
        ["SWAP", "DONE"],
      ]),
    );
    expect(await balanceOf(world.usdc, world.user.address)).toBe(usdcBefore - fromAmount);
    expect(await balanceOf(world.hq, world.user.address)).toBe(hqBefore + BigInt(route.toAmount));
    expect(await balanceOf(world.usdc, DEMO_CONTRACTS.DemoRouter)).toBeGreaterThan(0n);

    const txHash = execution.actions.find((a) => a.type === "SWAP")!.txHash!;
    const status = await getStatus(sdk, { txHash, fromChain: 31337, toChain: 31337 });
    expect(status).toMatchObject({
      status: "DONE",
      substatus: "COMPLETED",
      sending: {
        amount: fromAmount.toString(),
        token: { symbol: "dUSDC" },
        txLink: `${world.fakes.url}/explorer/31337/tx/${txHash}`,
      },
      receiving: { amount: route.toAmount, token: { symbol: "HQ" } },
    });
    const explorer = await fetch(`${world.fakes.url}/explorer/31337/tx/${txHash}`);
    expect(explorer.status).toBe(200);
    const page = await explorer.text();
    expect(page).toContain("Success");
    expect(page).toContain(`${formatUnits(BigInt(route.toAmount), 18)} HQ`);
    const balances = await getTokenBalances(sdk, world.user.address, [route.toToken]);
    expect(balances[0]!.amount).toBe(hqBefore + BigInt(route.toAmount));
  }, 60_000);

  it("answers unknown hashes, bad asks and unroutable pairs the way LI.FI does", async () => {
    const unknown = `0x${"ab".repeat(32)}`;
    expect(await getStatus(sdk, { txHash: unknown, fromChain: 31337, toChain: 31337 })).toEqual({
      status: "NOT_FOUND",
      tool: "questhq-router",
      sending: { txHash: unknown, chainId: 31337, txLink: `${world.fakes.url}/explorer/31337/tx/${unknown}` },
      receiving: { chainId: 31337 },
    });
    const bad = await fetch(
      `${world.fakes.url}/lifi/v1/quote?fromChain=31337&toChain=31337&fromToken=ETH&toToken=HQ` +
        `&fromAddress=${world.user.address}&fromAmount=1.5`,
    );
    expect(bad.status).toBe(400);
    // LI.FI's ValidationError (ErrorCode in @lifi/types).
    expect(await bad.json()).toEqual({ message: "fromAmount must be a whole number of base units", code: 1011 });
    const other = await fetch(`${world.fakes.url}/lifi/v1/advanced/routes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        fromChainId: 31337,
        toChainId: 31337,
        fromTokenAddress: world.hq,
        toTokenAddress: world.hq,
        fromAmount: "1000",
      }),
    });
    expect(await other.json()).toMatchObject({
      routes: [],
      unavailableRoutes: { filteredOut: [{ reason: "The from and to tokens are the same" }] },
    });
  });
});
