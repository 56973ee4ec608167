import { decodeEventLog, type Hash, type TransactionReceipt } from "viem";
import type { ExtendedTransactionInfo, FullStatusData, StatusResponse, Token } from "@lifi/types";
import { demoRouterAbi } from "@questhq/contracts/generated/DemoRouter";
import { NATIVE_TOKEN, ROUTER_TOOL, type LifiWorldChain, type WorldState } from "./world";

// GET /v1/status for a swap sent to a DemoRouter: the fake keeps no record of what it quoted; it reads the
// transaction from the chain, like LI.FI's indexer, and reports what the router's Swapped event says was paid.

const usd = (amount: bigint, token: Token) =>
  ((Number(amount) / 10 ** token.decimals) * Number(token.priceUSD)).toFixed(2);

/** The status of a transfer sent on this chain, or null when the chain does not know the hash (yet). */
export async function statusOf(world: WorldState, chain: LifiWorldChain, txHash: Hash): Promise<StatusResponse | null> {
  const read = world.client(chain.id);
  const txLink = `${world.explorerUrl(chain)}tx/${txHash}`;
  let receipt: TransactionReceipt;
  try {
    receipt = await read.getTransactionReceipt({ hash: txHash });
  } catch {
    // Not mined yet (or unknown): the SDK keeps polling.
    const pending = await read.getTransaction({ hash: txHash }).catch(() => null);
    if (!pending) return null;
    return {
      status: "PENDING",
      substatus: "WAIT_SOURCE_CONFIRMATIONS",
      tool: ROUTER_TOOL.key,
      sending: { txHash, chainId: chain.id, txLink },
      receiving: { chainId: chain.id },
    };
  }
  const swapped = receipt.logs
    .filter((log) => log.address.toLowerCase() === chain.router.toLowerCase())
    .map((log) => {
      try {
        return decodeEventLog({ abi: demoRouterAbi, data: log.data, topics: log.topics });
      } catch {
        return null;
      }
    })
    .find((event) => event?.eventName === "Swapped");
  if (receipt.status !== "success" || !swapped || swapped.eventName !== "Swapped") {
    return {
      status: "FAILED",
      substatus: "UNKNOWN_FAILED_ERROR",
      substatusMessage: "The swap transaction failed.",
      sending: { txHash, chainId: chain.id, txLink },
    };
  }
  const { trader, tokenIn, tokenOut, amountIn, amountOut, to } = swapped.args;
  const tokens = await world.tokens(chain.id);
  const find = (address: string) => tokens.find((t) => t.address.toLowerCase() === address.toLowerCase()) ?? tokens[0]!;
  const gasToken = find(NATIVE_TOKEN);
  const block = await read.getBlock({ blockNumber: receipt.blockNumber });
  const gasAmount = receipt.gasUsed * receipt.effectiveGasPrice;
  const leg = (token: Token, amount: bigint): ExtendedTransactionInfo => ({
    txHash,
    chainId: chain.id,
    txLink,
    amount: amount.toString(),
    amountUSD: usd(amount, token),
    token,
    gasPrice: receipt.effectiveGasPrice.toString(),
    gasUsed: receipt.gasUsed.toString(),
    gasToken,
    gasAmount: gasAmount.toString(),
    gasAmountUSD: usd(gasAmount, gasToken),
    timestamp: Number(block.timestamp),
  });
  const status: FullStatusData = {
    transactionId: txHash,
    status: "DONE",
    substatus: "COMPLETED",
    substatusMessage: "The transfer is complete.",
    tool: ROUTER_TOOL.key,
    sending: leg(find(tokenIn), amountIn),
    receiving: leg(find(tokenOut), amountOut),
    feeCosts: [],
    lifiExplorerLink: txLink,
    fromAddress: trader,
    toAddress: to,
    metadata: { integrator: "" },
  };
  return status;
}
