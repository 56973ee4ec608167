// Reusable schemas of on-chain objective values (docs/product/objectives.md#on-chain-fields):
// addresses, chains, ABIs, function inputs and token amounts. Messages are
// the product's exact wording; the few it does not give are marked.

import { z } from "zod";
import { isEvmAddress } from "../address";
import { getChainById } from "../chains";
import { INVALID_ABI_MESSAGE, parseAbiJson } from "./abi";
import { BLOCKCHAIN_REQUIRED_MESSAGE } from "./field-messages";
import { numberFromText } from "./fields";

export const INVALID_EVM_ADDRESS_MESSAGE = "Invalid EVM address";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const evmAddressSchema = z.preprocess(
  trimmed,
  z.string({ error: INVALID_EVM_ADDRESS_MESSAGE }).refine(isEvmAddress, INVALID_EVM_ADDRESS_MESSAGE),
);

/** An address that may be left empty; empty becomes absent. */
export const optionalEvmAddressSchema = z.preprocess(
  (v) => (v == null || trimmed(v) === "" ? undefined : trimmed(v)),
  z.string({ error: INVALID_EVM_ADDRESS_MESSAGE }).refine(isEvmAddress, INVALID_EVM_ADDRESS_MESSAGE).optional(),
);

/** Splits a pasted list on newlines, commas, semicolons and spaces. */
function toAddressList(v: unknown): unknown {
  const list = typeof v === "string" ? v.split(/[\s,;]+/) : v;
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of list) {
    const s = trimmed(item);
    if (s === "" || s == null) continue;
    const key = typeof s === "string" ? s.toLowerCase() : s;
    if (seen.has(key as string)) continue;
    seen.add(key as string);
    out.push(s);
  }
  return out;
}

export const ADDRESSES_REQUIRED_MESSAGE = "Please enter at least one address.";

/**
 * Address list: at least one, each an EVM address; duplicates are dropped
 * (docs/product/objectives.md#link-and-mission-fields).
 */
export const addressListSchema = z.preprocess(
  toAddressList,
  z.array(evmAddressSchema, { error: ADDRESSES_REQUIRED_MESSAGE }).min(1, ADDRESSES_REQUIRED_MESSAGE),
);

/**
 * A chain id for on-chain objectives: a known EVM chain of the registry
 * (hidden chains included, because old missions use them). Non-EVM ids are
 * rejected because an on-chain objective is checked with EVM calls.
 */
export const objectiveChainIdSchema = z.preprocess(
  numberFromText,
  z
    .number({ error: BLOCKCHAIN_REQUIRED_MESSAGE })
    .int(BLOCKCHAIN_REQUIRED_MESSAGE)
    .refine((id) => id > 0 && getChainById(id) !== undefined, BLOCKCHAIN_REQUIRED_MESSAGE),
);

/** An ABI given as JSON text or as an array; stored as JSON text (docs/product/objectives.md#on-chain-values). */
export const abiSchema = z.unknown().transform((v, ctx) => {
  const parsed = parseAbiJson(v);
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", message: INVALID_ABI_MESSAGE });
    return z.NEVER;
  }
  return JSON.stringify(parsed.abi);
});

export const FUNCTION_INPUTS_REQUIRED_MESSAGE = "Function inputs are required.";

function isFunctionInput(v: unknown): v is { name: string; type: string } {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const { name, type } = v as Record<string, unknown>;
  return typeof name === "string" && typeof type === "string" && type.trim() !== "";
}

/** The chosen function's inputs, [{ name, type }], possibly empty; form data may send them as JSON text. */
export const functionInputsSchema = z.unknown().transform((v, ctx) => {
  let list = v;
  if (typeof v === "string") {
    try {
      list = JSON.parse(v) as unknown;
    } catch {
      list = undefined;
    }
  }
  if (!Array.isArray(list) || !list.every(isFunctionInput)) {
    ctx.addIssue({ code: "custom", message: FUNCTION_INPUTS_REQUIRED_MESSAGE });
    return z.NEVER;
  }
  return list.map(({ name, type }) => ({ name, type: type.trim() }));
});

// ---------------------------------------------------------------- token amounts

export const NOT_A_NUMBER_MESSAGE = "Not a valid number";
export const AMOUNT_POSITIVE_MESSAGE = "Amount must be a positive number";
export const AMOUNT_WHOLE_MESSAGE = "Amount must be a whole number of base units.";

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * A token amount in base units (the smallest unit, e.g. 5000000 for 5 USDC),
 * stored as a string of digits because it may exceed a safe JavaScript number.
 * Zero is allowed unless `positive` is set; negative amounts never are.
 */
export function baseUnitAmountSchema(options: { positive: boolean }) {
  return z.unknown().transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    let text: string;
    if (typeof v === "bigint") text = v.toString();
    else if (typeof v === "number" && Number.isFinite(v)) {
      text = Number.isSafeInteger(v)
        ? String(v)
        : v.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
    } else if (typeof v === "string") text = v.trim();
    else return fail(NOT_A_NUMBER_MESSAGE);
    if (!DECIMAL.test(text)) return fail(NOT_A_NUMBER_MESSAGE);
    const negative = text.startsWith("-");
    const [whole = "", fraction = ""] = text.replace(/^[+-]/, "").split(".");
    const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
    if ((negative && !isZero) || (options.positive && isZero)) return fail(AMOUNT_POSITIVE_MESSAGE);
    if (!/^0*$/.test(fraction)) return fail(AMOUNT_WHOLE_MESSAGE);
    return BigInt(whole === "" ? "0" : whole).toString();
  });
}

export const TOKEN_DECIMALS_MAX = 36;
/** Not in the product's description: token decimals are an addition of this implementation. */
export const TOKEN_DECIMALS_MESSAGE = "Token decimals must be a whole number from 0 to 36.";

export const tokenDecimalsSchema = z.preprocess(
  (v) => (v == null ? undefined : numberFromText(v)),
  z
    .number({ error: TOKEN_DECIMALS_MESSAGE })
    .int(TOKEN_DECIMALS_MESSAGE)
    .min(0, TOKEN_DECIMALS_MESSAGE)
    .max(TOKEN_DECIMALS_MAX, TOKEN_DECIMALS_MESSAGE)
    .optional(),
);

export const nftPriceSchema = z.preprocess(
  (v) => numberFromText(v) ?? 0,
  z.number({ error: "Price must be a positive number" }).min(0, "Price must be a positive number"),
);
