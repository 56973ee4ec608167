import { formatTokenAmount, objectiveToken, parseAbiJson, type ObjectiveView } from "@questhq/core";
import {
  isAddress,
  parseEther,
  toFunctionSignature,
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
} from "viem";

// Building the transaction an on-chain objective asks for (docs/product/objectives.md#on-chain-objectives): the
// organizer's ABI, function and its inputs (which the user fills in), or a plain send of the objective's amount. Pure,
// so it is tested on its own.

export type ContractCall = {
  kind: "call";
  chainId: number;
  to: Address;
  abi: Abi;
  fn: AbiFunction;
  inputs: readonly AbiParameter[];
  payable: boolean;
};
export type NativeSend = { kind: "send"; chainId: number; to: Address; value: bigint; label: string };
export type OnchainPlan = ContractCall | NativeSend;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** What the objective's values let the app send, or why it cannot (then only the paste-a-hash path remains). */
export function planOnchain(
  o: Pick<ObjectiveView, "template" | "values">,
): OnchainPlan | { kind: "none"; reason: string } {
  const v = o.values ?? {};
  const chainId = Number(v.blockchain);
  if (!Number.isInteger(chainId) || chainId <= 0) return { kind: "none", reason: "The objective names no EVM chain." };
  if (o.template === "onchain_send_token") {
    const to = str(v.toAddress);
    const amount = str(v.crypto_amount);
    if (!isAddress(to, { strict: false }) || !/^\d+$/.test(amount))
      return { kind: "none", reason: "The objective has no recipient or amount." };
    // The send template moves the chain's own currency; crypto_amount is in its base units.
    const { decimals, symbol } = objectiveToken(v);
    return { kind: "send", chainId, to, value: BigInt(amount), label: formatTokenAmount(amount, decimals, symbol) };
  }
  if (o.template === "onchain_transact_function") {
    const to = str(v.contract_address);
    const parsed = parseAbiJson(v.abi);
    if (!isAddress(to, { strict: false }) || !parsed.success)
      return { kind: "none", reason: "The objective has no contract or ABI." };
    const signature = str(v.function_signature).replace(/\s+/g, "");
    const functions = parsed.abi.filter((item): item is AbiFunction => item.type === "function");
    const fn =
      functions.find((f) => toFunctionSignature(f).replace(/\s+/g, "") === signature) ??
      functions.find((f) => f.name === str(v.function_name));
    if (!fn) return { kind: "none", reason: "The objective's function is not in its ABI." };
    return {
      kind: "call",
      chainId,
      to,
      abi: parsed.abi,
      fn,
      inputs: fn.inputs,
      payable: fn.stateMutability === "payable",
    };
  }
  return { kind: "none", reason: "This objective is completed outside the app." };
}

/** One argument from what the user typed, by its ABI type; throws a sentence naming the field when it cannot. */
export function parseArgument(param: AbiParameter, raw: string): unknown {
  const name = param.name || param.type;
  const text = raw.trim();
  const fail = (what: string): never => {
    throw new Error(`${name}: ${what}`);
  };
  if (param.type.endsWith("]") || param.type === "tuple") {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return fail("enter a JSON array or object.");
    }
  }
  if (/^u?int\d*$/.test(param.type)) {
    if (!/^-?\d+$/.test(text)) fail("enter a whole number.");
    if (param.type.startsWith("uint") && text.startsWith("-")) fail("must not be negative.");
    return BigInt(text);
  }
  if (param.type === "address")
    return isAddress(text, { strict: false }) ? (text as Address) : fail("enter a 0x address.");
  if (param.type === "bool") {
    if (text !== "true" && text !== "false") fail("enter true or false.");
    return text === "true";
  }
  if (param.type.startsWith("bytes")) return /^0x([0-9a-fA-F]{2})*$/.test(text) ? text : fail("enter 0x-prefixed hex.");
  return raw;
}

/** The ether value of a payable call, from a decimal like "0.001"; empty means none. */
export function parseValue(raw: string): bigint {
  const text = raw.trim();
  if (!text) return 0n;
  if (!/^\d+(\.\d{1,18})?$/.test(text)) throw new Error("Value: enter an amount like 0.001.");
  return parseEther(text);
}
