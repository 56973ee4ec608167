import { randomUUID } from "node:crypto";
import { encodeFunctionData, erc20Abi, formatUnits, toHex, type Address } from "viem";
import type { FeeCost, GasCost, LiFiStep, Route, Step, Token, TransactionRequest } from "@lifi/types";
import { demoRouterAbi } from "@questhq/contracts/generated/DemoRouter";
import { estimateGasOr, feeFields, gasPriceOf } from "./gas";
import { NATIVE_TOKEN, ROUTER_TOOL, type WorldState } from "./world";

// Prices a swap on a chain's DemoRouter the way LI.FI prices a route: the integrator fee comes off the amount paid in,
// the rest is quoted by the router itself (an eth_call of `quote`), the minimum received allows for the slippage, and
// the transaction request is a real call of `swap` the wallet can send. Its gas cost is the chain's own: the swap's
// eth_estimateGas at the next block's base fee, and the request asks for exactly that price (see gasPriceOf).

export type SwapAsk = {
  fromChainId: number;
  toChainId: number;
  fromToken: Token;
  toToken: Token;
  fromAmount: bigint;
  fromAddress?: string;
  toAddress?: string;
  /** 0.005 = 0.5 %. */
  slippage: number;
  /** The integrator's fee, 0.0025 = 0.25 %. */
  fee: number;
  integrator: string;
};

/** No route for this ask: LI.FI answers a quote with 404 and this message, and routes with an empty list. */
export class NoRoute extends Error {}

export const DEFAULT_SLIPPAGE = 0.005;
/**
 * Gas of a swap that cannot be estimated yet (no sender, or an ERC-20 whose approval is still to come): the most the
 * router's swap used on anvil, rounded up (ether in 71,484 when the wallet gets its first $HQ; an ERC-20 in 75,991, as
 * it also pays a transferFrom). The limit leaves room above both.
 */
export const SWAP_GAS = { native: 75_000n, erc20: 80_000n, limit: 250_000n };
const PPM = 1_000_000n;

const ppm = (fraction: number) => BigInt(Math.round(fraction * 1_000_000));
const usd = (amount: bigint, token: Token, priceE18: bigint) =>
  Number(formatUnits((amount * priceE18) / 10n ** BigInt(token.decimals), 18)).toFixed(2);

/** What `fromAmount` must be for the swap to pay at least `toAmount`, fee included (LI.FI's quote/toAmount). */
export async function fromAmountFor(
  world: WorldState,
  ask: Omit<SwapAsk, "fromAmount">,
  toAmount: bigint,
): Promise<bigint> {
  const priceIn = await world.usdPrice(ask.fromChainId, ask.fromToken.address);
  const priceOut = await world.usdPrice(ask.toChainId, ask.toToken.address);
  if (priceIn === 0n || priceOut === 0n) throw new NoRoute("No available quotes for the requested transfer");
  const numerator = toAmount * priceOut * 10n ** BigInt(ask.fromToken.decimals);
  const denominator = priceIn * 10n ** BigInt(ask.toToken.decimals);
  const net = (numerator + denominator - 1n) / denominator;
  const keep = PPM - ppm(ask.fee);
  return (net * PPM + keep - 1n) / keep;
}

export async function priceSwap(world: WorldState, ask: SwapAsk, withTransaction: boolean): Promise<LiFiStep> {
  if (ask.fromChainId !== ask.toChainId)
    throw new NoRoute("No available quotes for the requested transfer: the sandbox has no bridges");
  if (ask.fromToken.address.toLowerCase() === ask.toToken.address.toLowerCase())
    throw new NoRoute("The from and to tokens are the same");
  if (ask.fromAmount <= 0n) throw new NoRoute("The amount must be greater than zero");
  const chain = world.chain(ask.fromChainId);
  if (!chain) throw new NoRoute(`Chain ${ask.fromChainId} is not supported`);
  const read = world.client(chain.id);
  const feeAmount = (ask.fromAmount * ppm(ask.fee)) / PPM;
  const net = ask.fromAmount - feeAmount;
  const [toAmount, reserve, gasPrice] = await Promise.all([
    read.readContract({
      address: chain.router,
      abi: demoRouterAbi,
      functionName: "quote",
      args: [ask.fromToken.address as Address, net, ask.toToken.address as Address],
    }),
    ask.toToken.address === NATIVE_TOKEN
      ? read.getBalance({ address: chain.router })
      : read.readContract({
          address: ask.toToken.address as Address,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [chain.router],
        }),
    gasPriceOf(read),
  ]).catch((err: unknown) => {
    throw new NoRoute(
      "No available quotes for the requested transfer " +
        `(${err instanceof Error ? err.message.split("\n")[0] : "the router refused"})`,
    );
  });
  if (toAmount === 0n) throw new NoRoute("The amount is too small to swap");
  if (reserve < toAmount) throw new NoRoute(`Not enough ${ask.toToken.symbol} liquidity for this amount`);
  const toAmountMin = (toAmount * (PPM - ppm(ask.slippage))) / PPM;

  const [priceIn, priceOut, priceGas] = await Promise.all([
    world.usdPrice(chain.id, ask.fromToken.address),
    world.usdPrice(chain.id, ask.toToken.address),
    world.usdPrice(chain.id, NATIVE_TOKEN),
  ]);
  const nativeToken = (await world.tokens(chain.id))[0]!;
  const isNativeIn = ask.fromToken.address === NATIVE_TOKEN;
  const recipient = (ask.toAddress ?? ask.fromAddress) as Address | undefined;
  const swapCall = {
    to: chain.router,
    data: encodeFunctionData({
      abi: demoRouterAbi,
      functionName: "swap",
      args: [
        ask.fromToken.address as Address,
        ask.fromAmount,
        ask.toToken.address as Address,
        toAmountMin,
        recipient ?? chain.router,
        feeAmount,
      ],
    }),
    value: isNativeIn ? ask.fromAmount : 0n,
  };
  const fallbackGas = isNativeIn ? SWAP_GAS.native : SWAP_GAS.erc20;
  // With a sender the chain itself says what the swap takes (an ERC-20 not yet approved cannot be run: the fallback).
  const gasEstimate = ask.fromAddress
    ? await estimateGasOr(read, { ...swapCall, from: ask.fromAddress as Address }, fallbackGas)
    : fallbackGas;
  const gasCosts: GasCost[] = [
    {
      type: "SEND",
      price: gasPrice.toString(),
      estimate: gasEstimate.toString(),
      limit: SWAP_GAS.limit.toString(),
      amount: (gasEstimate * gasPrice).toString(),
      amountUSD: usd(gasEstimate * gasPrice, nativeToken, priceGas),
      token: nativeToken,
    },
  ];
  const feeCosts: FeeCost[] =
    feeAmount > 0n
      ? [
          {
            name: "Integrator fee",
            description: `Fee kept for ${ask.integrator}`,
            percentage: String(ask.fee),
            token: ask.fromToken,
            amount: feeAmount.toString(),
            amountUSD: usd(feeAmount, ask.fromToken, priceIn),
            included: true,
          },
        ]
      : [];
  const action = {
    fromChainId: chain.id,
    fromAmount: ask.fromAmount.toString(),
    fromToken: ask.fromToken,
    ...(ask.fromAddress ? { fromAddress: ask.fromAddress } : {}),
    toChainId: chain.id,
    toToken: ask.toToken,
    ...((ask.toAddress ?? ask.fromAddress) ? { toAddress: ask.toAddress ?? ask.fromAddress } : {}),
    slippage: ask.slippage,
  };
  const estimate = {
    tool: ROUTER_TOOL.key,
    approvalAddress: chain.router,
    fromAmount: ask.fromAmount.toString(),
    fromAmountUSD: usd(ask.fromAmount, ask.fromToken, priceIn),
    toAmount: toAmount.toString(),
    toAmountMin: toAmountMin.toString(),
    toAmountUSD: usd(toAmount, ask.toToken, priceOut),
    feeCosts,
    gasCosts,
    executionDuration: 2,
  };
  const toolDetails = { ...ROUTER_TOOL, logoURI: `${world.baseUrl()}/logos/router.svg` };
  const swap: Step = {
    id: randomUUID(),
    type: "swap",
    tool: ROUTER_TOOL.key,
    toolDetails,
    action: { ...action, fromAmount: net.toString() },
    estimate: { ...estimate, fromAmount: net.toString() },
  };
  const step: LiFiStep = {
    id: randomUUID(),
    type: "lifi",
    tool: ROUTER_TOOL.key,
    toolDetails,
    integrator: ask.integrator,
    action,
    estimate,
    includedSteps: [swap],
  };
  if (withTransaction) {
    if (!ask.fromAddress) throw new NoRoute("fromAddress is required to build a transaction");
    const transactionRequest: TransactionRequest = {
      from: ask.fromAddress,
      to: swapCall.to,
      chainId: chain.id,
      data: swapCall.data,
      value: toHex(swapCall.value),
      gasLimit: toHex(SWAP_GAS.limit),
      // The price the gas cost above was reckoned at, as EIP-1559 fees (no tip), so the wallet pays what was quoted.
      ...feeFields(gasPrice),
    };
    step.transactionRequest = transactionRequest;
  }
  return step;
}

/** A one-step route from a priced step, as /advanced/routes lists it. */
export function routeOf(step: LiFiStep): Route {
  const { action, estimate } = step;
  const gasCostUSD = (estimate?.gasCosts ?? []).reduce((sum, g) => sum + Number(g.amountUSD), 0).toFixed(2);
  return {
    id: randomUUID(),
    insurance: { state: "NOT_INSURABLE", feeAmountUsd: "0" },
    fromChainId: action.fromChainId,
    fromAmountUSD: estimate!.fromAmountUSD ?? "0",
    fromAmount: action.fromAmount,
    fromToken: action.fromToken,
    ...(action.fromAddress ? { fromAddress: action.fromAddress } : {}),
    toChainId: action.toChainId,
    toAmountUSD: estimate!.toAmountUSD ?? "0",
    toAmount: estimate!.toAmount,
    toAmountMin: estimate!.toAmountMin,
    toToken: action.toToken,
    ...(action.toAddress ? { toAddress: action.toAddress } : {}),
    gasCostUSD,
    containsSwitchChain: false,
    steps: [step],
    tags: ["RECOMMENDED", "CHEAPEST", "FASTEST"],
  };
}
