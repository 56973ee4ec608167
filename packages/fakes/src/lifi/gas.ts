import { toHex, type Address, type Hex, type PublicClient } from "viem";

// What gas costs on a chain of the fake's world, read from that chain, for quotes and the gas suggestion.

/**
 * The price per gas of a transaction sent now: the next block's base fee. On the demo chain nobody competes for block
 * space, so a tip buys nothing (anvil's eth_gasPrice adds the fixed 1 gwei floor of its tip suggestion, which is no
 * price the chain asks): requests ask for no tip (feeFields) and the quote reports the base fee they will pay.
 */
export async function gasPriceOf(read: PublicClient): Promise<bigint> {
  const history = await read.getFeeHistory({ blockCount: 1, rewardPercentiles: [] });
  // The last entry is the base fee of the block after the newest one.
  return history.baseFeePerGas.at(-1) ?? (await read.getGasPrice());
}

/**
 * EIP-1559 fees that pay `price` and no tip. The cap is twice the price, so a request still goes through if the base
 * fee rises for a block or two before the wallet sends it; what is paid is the base fee of the block it lands in.
 */
export function feeFields(price: bigint): { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } {
  return { maxFeePerGas: toHex(price * 2n), maxPriorityFeePerGas: toHex(0n) };
}

/** The transaction's own eth_estimateGas, or `fallback` when the chain cannot run it yet (e.g. no allowance). */
export async function estimateGasOr(
  read: PublicClient,
  tx: { from: Address; to: Address; data: Hex; value: bigint },
  fallback: bigint,
): Promise<bigint> {
  try {
    return await read.estimateGas({ account: tx.from, to: tx.to, data: tx.data, value: tx.value });
  } catch {
    return fallback;
  }
}
