import { toFunctionSelector, toFunctionSignature, type AbiFunction, type Transaction } from "viem";
import { parseAbiJson } from "@questhq/core";
import type { Verifier, VerifyContext, VerifyOutcome } from "../types";
import { CONTRACT_NOT_SET_UP_MESSAGE, TX_MESSAGES, wrongFunctionMessage } from "./messages";
import { objectiveChainId, toAddress } from "./rpc";
import { loadUserTransaction } from "./transaction";

// onchain_transact, onchain_transact_function and onchain_function_onclick: the user sent a
// transaction to the objective's contract (and, for the function templates, called the chosen
// function). The target is contract_address even for proxies: implementation_address only
// supplies the ABI, the user's transaction goes to the proxy.

type ExpectedFunction = { selectors: Set<string>; label: string };

const sameSignature = (a: string, b: string) => a.replace(/\s+/g, "") === b.replace(/\s+/g, "");

function selectorOf(fn: AbiFunction | string): string | null {
  try {
    return toFunctionSelector(fn).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The selectors that satisfy the objective: the exact signature when the template stores one,
 * else every overload of the function name in the ABI (the on-click template stores only a name).
 */
export function expectedFunction(
  values: Record<string, unknown>,
  by: "function_signature" | "function_name",
): ExpectedFunction | null {
  const parsed = parseAbiJson(values.abi);
  const functions = parsed.success ? parsed.abi.filter((item): item is AbiFunction => item.type === "function") : [];
  const signature = typeof values.function_signature === "string" ? values.function_signature.trim() : "";
  if (by === "function_signature" && signature !== "") {
    const fn = functions.find((f) => sameSignature(toFunctionSignature(f), signature));
    const selector = selectorOf(fn ?? signature);
    if (selector) return { selectors: new Set([selector]), label: fn ? toFunctionSignature(fn) : signature };
  }
  const name = typeof values.function_name === "string" ? values.function_name.trim() : "";
  const overloads = functions.filter((f) => f.name === name);
  const selectors = overloads.map(selectorOf).filter((s): s is string => s !== null);
  return selectors.length > 0 ? { selectors: new Set(selectors), label: name } : null;
}

async function verifyContractTransaction(
  ctx: VerifyContext,
  by: "function_signature" | "function_name" | null,
): Promise<VerifyOutcome> {
  const target = toAddress(ctx.objective.values.contract_address);
  const fn = by ? expectedFunction(ctx.objective.values, by) : null;
  // An objective saved without a usable contract or function cannot be completed by anyone;
  // saying so beats an RPC round trip that would end in a misleading "wrong target".
  if (!target) return { status: "incomplete", message: CONTRACT_NOT_SET_UP_MESSAGE };
  if (by && !fn) return { status: "incomplete", message: TX_MESSAGES.functionNotSetUp };

  const selectorOfTx = (tx: Transaction) => tx.input.slice(0, 10).toLowerCase();
  const loaded = await loadUserTransaction(ctx, objectiveChainId(ctx), (tx) => {
    if (tx.to?.toLowerCase() !== target) return TX_MESSAGES.wrongTarget;
    if (fn && !fn.selectors.has(selectorOfTx(tx))) return wrongFunctionMessage(fn.label);
    return null;
  });
  if (!loaded.ok) return loaded.outcome;
  const { tx, evidence } = loaded.value;
  return { status: "completed", evidence: { ...evidence, to: target, ...(fn ? { selector: selectorOfTx(tx) } : {}) } };
}

export const verifyTransact: Verifier = (ctx) => verifyContractTransaction(ctx, null);
export const verifyTransactFunction: Verifier = (ctx) => verifyContractTransaction(ctx, "function_signature");
export const verifyFunctionOnClick: Verifier = (ctx) => verifyContractTransaction(ctx, "function_name");
