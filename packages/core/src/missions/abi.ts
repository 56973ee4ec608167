// Contract ABIs pasted by mission creators (docs/product/objectives.md#on-chain-fields: a JSON array
// of valid entries). The check is strict because the server later encodes
// calls and decodes logs with this ABI: every entry must be a well-formed
// function, event, error, constructor, fallback or receive item whose
// parameter types viem recognises. Anything else is one message, "Invalid ABI".

import { type Abi, type AbiFunction, parseAbiParameter, toFunctionSignature } from "viem";

export const INVALID_ABI_MESSAGE = "Invalid ABI";

export type AbiFunctionInfo = {
  name: string;
  signature: string;
  inputs: { name: string; type: string }[];
  stateMutability: "pure" | "view" | "nonpayable" | "payable";
  isWrite: boolean;
};

type Json = Record<string, unknown>;

const IDENTIFIER = /^[A-Za-z$_][A-Za-z0-9$_]*$/;
const TUPLE_TYPE = /^tuple((?:\[\d*\])*)$/;
const PLAIN_TYPE = /^[a-z][a-z0-9]*(?:\[\d*\])*$/;
const MUTABILITIES = ["pure", "view", "nonpayable", "payable"] as const;
// Real contracts nest structs a few levels at most; the cap keeps the recursive checks below (and viem's signature
// writer after them) from running out of stack on pasted text nested thousands of levels deep.
const MAX_TUPLE_DEPTH = 32;
type Mutability = (typeof MUTABILITIES)[number];

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isOptional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);
const isBoolean = (v: unknown) => typeof v === "boolean";

function isKnownType(type: string): boolean {
  if (!PLAIN_TYPE.test(type)) return false;
  try {
    parseAbiParameter(type);
    return true;
  } catch {
    return false;
  }
}

function isParameter(p: unknown, allowIndexed: boolean, depth = 0): boolean {
  if (!isObject(p) || typeof p.type !== "string") return false;
  if (!isOptional(p.name, (n) => typeof n === "string" && (n === "" || IDENTIFIER.test(n)))) return false;
  if (!isOptional(p.internalType, (t) => typeof t === "string")) return false;
  if (p.indexed !== undefined && !(allowIndexed && isBoolean(p.indexed))) return false;
  if (TUPLE_TYPE.test(p.type)) {
    if (depth >= MAX_TUPLE_DEPTH) return false;
    const components = p.components;
    const isList = Array.isArray(components) && components.length > 0;
    return isList && components.every((c) => isParameter(c, false, depth + 1));
  }
  return p.components === undefined && isKnownType(p.type);
}

const isParameterList = (v: unknown, allowIndexed = false) =>
  Array.isArray(v) && v.every((p) => isParameter(p, allowIndexed));

const isMutability = (v: unknown): v is Mutability => MUTABILITIES.includes(v as Mutability);

/** Old compilers wrote `constant` / `payable` instead of stateMutability. */
function mutabilityOf(item: Json): Mutability {
  if (isMutability(item.stateMutability)) return item.stateMutability;
  if (item.payable === true) return "payable";
  if (item.constant === true) return "view";
  return "nonpayable";
}

function isAbiItem(item: unknown): boolean {
  if (!isObject(item)) return false;
  const named = typeof item.name === "string" && IDENTIFIER.test(item.name);
  const legacyFlagsOk = isOptional(item.constant, isBoolean) && isOptional(item.payable, isBoolean);
  const mutabilityOk = isOptional(item.stateMutability, isMutability) && legacyFlagsOk;
  switch (item.type) {
    case "function":
      return (
        named && isParameterList(item.inputs) && isOptional(item.outputs, (o) => isParameterList(o)) && mutabilityOk
      );
    case "event":
      return named && isParameterList(item.inputs, true) && isOptional(item.anonymous, isBoolean);
    case "error":
      return named && isParameterList(item.inputs);
    case "constructor":
      return isParameterList(item.inputs) && mutabilityOk;
    case "fallback":
    case "receive":
      return mutabilityOk;
    default:
      return false;
  }
}

/** Fills what old ABIs leave out, so viem can use every function item. */
function normalise(item: Json): Json {
  if (item.type !== "function") return item;
  return { ...item, outputs: item.outputs ?? [], stateMutability: mutabilityOf(item) };
}

/**
 * Accepts the ABI as JSON text or as an already parsed array. An empty array
 * is invalid: an objective needs at least one function to call.
 */
export function parseAbiJson(
  value: unknown,
): { success: true; abi: Abi } | { success: false; message: typeof INVALID_ABI_MESSAGE } {
  const invalid = { success: false, message: INVALID_ABI_MESSAGE } as const;
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return invalid;
    }
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isAbiItem)) return invalid;
  return { success: true, abi: (parsed as Json[]).map(normalise) as unknown as Abi };
}

type Parameter = { type: string; name?: string; components?: readonly Parameter[] };

/** The canonical type as a signature writes it: tuples become "(uint256,address)[]". */
function canonicalType(p: Parameter): string {
  const tuple = TUPLE_TYPE.exec(p.type);
  if (!tuple || !p.components) return p.type;
  return `(${p.components.map(canonicalType).join(",")})${tuple[1] ?? ""}`;
}

// Locale-independent, so the server and every browser list functions alike.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Functions of the ABI, state-changing ones first, then by name and signature. */
export function listAbiFunctions(abi: Abi): AbiFunctionInfo[] {
  return abi
    .filter((item): item is AbiFunction => item.type === "function")
    .map((fn) => {
      const stateMutability = mutabilityOf(fn as unknown as Json);
      return {
        name: fn.name,
        signature: toFunctionSignature(fn),
        inputs: fn.inputs.map((p) => ({ name: p.name ?? "", type: canonicalType(p as Parameter) })),
        stateMutability,
        isWrite: stateMutability === "nonpayable" || stateMutability === "payable",
      };
    })
    .sort(
      (a, b) =>
        Number(b.isWrite) - Number(a.isWrite) ||
        byCodePoint(a.name.toLowerCase(), b.name.toLowerCase()) ||
        byCodePoint(a.signature, b.signature),
    );
}
